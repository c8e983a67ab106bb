import { type Browser, expect, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { grantPlan } from '../fixtures/plans';
import { samplePdf, samplePng } from '../fixtures/sample-files';
import { cookieHeader, tusUpload } from '../fixtures/tus-upload';

const PIN = '4321';

/** A new creator signed up over the API in a context of its own, with one portal made from `portal`. */
async function creatorWithPortal(browser: Browser, baseURL: string, label: string, portal: Record<string, unknown>) {
  const origin = { origin: baseURL };
  const context = await browser.newContext({ baseURL });
  const account = newAccount(label);
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  // PIN and email-code portals come with the Pro plan.
  await grantPlan(baseURL, account.email, 'pro');
  const created = await context.request.post('/api/portals', { headers: origin, data: portal });
  expect(created.status(), await created.text()).toBe(201);
  return { context, portal: (await created.json()) as { id: string; uuid: string; shareUrl: string } };
}

test('a client on a phone unlocks a PIN portal, previews, downloads, comments, approves and answers; the creator sees it all', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator sets up over the API: an account, a PIN portal with a form, a PDF and an image (tus).
  const { context: creatorContext, portal } = await creatorWithPortal(browser, baseURL, 'portal-owner', {
    name: 'Launch proofs',
    accessType: 'pin',
    pin: PIN,
    status: 'active',
    allowDownload: true,
  });
  const creator = creatorContext.request;
  const cookie = await cookieHeader(creator, baseURL);
  await tusUpload({
    baseURL,
    cookie,
    portalId: portal.id,
    name: 'proof.pdf',
    type: 'application/pdf',
    data: samplePdf(),
  });
  await tusUpload({ baseURL, cookie, portalId: portal.id, name: 'poster.png', type: 'image/png', data: samplePng() });
  const withForm = await creator.patch(`/api/portals/${portal.id}`, {
    headers: origin,
    data: {
      sections: [
        { id: 'deliverables', type: 'files', title: 'Deliverables', fileIds: [] },
        {
          id: 'sign-off',
          type: 'form',
          title: 'Sign-off',
          fields: [{ id: 'print', type: 'checkbox', label: 'Ready to print', required: true }],
        },
      ],
    },
  });
  expect(withForm.ok(), await withForm.text()).toBeTruthy();

  // The client opens the share link on a phone.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const page = await clientContext.newPage();
  // A locked portal's first visit makes no failing request: the server's page already says it is locked.
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/unlock')) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/unlock')) failures.push(message.text());
  });
  await page.goto(new URL(portal.shareUrl, baseURL).pathname);

  await expect(page.getByRole('heading', { level: 1, name: 'Launch proofs' })).toBeVisible();
  const pin = page.getByLabel('PIN');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await pin.fill('1111');
  await page.getByRole('button', { name: 'Unlock portal' }).click();
  await expect(page.getByRole('alert')).toContainText('That PIN is not right');
  expect(failures).toEqual([]);
  // After a wrong PIN the server holds the next try back for a moment (a growing delay, 200 ms after the first on
  // this instance); a person takes longer than that to type again, the test has to wait for it.
  await page.waitForTimeout(300);
  await pin.fill(PIN);
  await page.getByRole('button', { name: 'Unlock portal' }).click();
  const deliverables = page.getByRole('region', { name: 'Deliverables' });
  await expect(deliverables.getByText('proof.pdf')).toBeVisible();

  // Preview the PDF: pdf.js draws its page onto a canvas.
  await deliverables.getByRole('button', { name: 'Open proof.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'proof.pdf' });
  await expect(preview.getByTestId('pdf-pages')).toHaveText('1 page');
  await expect(preview.getByRole('img', { name: 'Page 1' }).or(preview.locator('canvas')).first()).toBeVisible();
  const painted = await preview
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) return true;
      return false;
    });
  expect(painted).toBe(true);

  // Approve it from the phone's bottom bar.
  await preview.getByTestId('file-action-bar').getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve' });
  await approveDialog.getByLabel('Your name').fill('Jordan Client');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  const receipt = preview.getByRole('article', { name: 'Approval receipt for proof.pdf' });
  await expect(receipt).toContainText('Approved');
  // The bar now reads Approved, the receipt is in view, and the notice covers neither the file's name nor the bar.
  const bar = preview.getByTestId('file-action-bar');
  await expect(bar.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await expect(receipt).toBeInViewport();
  const notice = page.getByRole('status').filter({ hasText: 'Approval recorded' });
  await expect(notice).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const nameBox = await preview.getByRole('heading', { name: 'proof.pdf' }).boundingBox();
  const barBox = await bar.boundingBox();
  if (!noticeBox || !nameBox || !barBox) throw new Error('the notice, the name and the bar are laid out');
  expect(noticeBox.y).toBeGreaterThan(nameBox.y + nameBox.height);
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
  await expect(receipt).toContainText('proof.pdf · Version 1');
  await expect(receipt).toContainText('By Jordan Client');
  await preview.getByRole('button', { name: 'Back to the portal' }).click();
  await expect(preview).toBeHidden();

  // Download the image.
  const downloadPromise = page.waitForEvent('download');
  await deliverables.getByRole('link', { name: 'Download poster.png' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('poster.png');

  // Comment on the portal; the name typed for the approval is remembered.
  const feedback = page.getByRole('region', { name: /Feedback/ });
  await expect(feedback.getByText('No comments yet — be the first to leave feedback')).toBeVisible();
  await expect(feedback.getByText('Posting as Jordan Client')).toBeVisible();
  await feedback.getByLabel('Your comment').fill('Love it. Can the logo be a touch bigger?');
  await feedback.getByRole('button', { name: 'Post comment' }).click();
  await expect(feedback.getByText('Love it. Can the logo be a touch bigger?')).toBeVisible();

  // Answer the form.
  const form = page.getByRole('form', { name: 'Sign-off' });
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect(form.getByText('Please tick this box')).toBeVisible();
  await form.getByRole('checkbox', { name: /Ready to print/ }).check();
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText('Thank you — your answers were sent')).toBeVisible();

  // The creator sees the comment, the approval receipt, the response and the visit.
  const comments = await (await creator.get(`/api/portals/${portal.id}/comments`)).json();
  expect(comments.comments).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        body: 'Love it. Can the logo be a touch bigger?',
        authorName: 'Jordan Client',
        authorType: 'client',
      }),
    ]),
  );
  const approvals = await (await creator.get(`/api/portals/${portal.id}/approvals`)).json();
  expect(approvals.approvals[0]).toMatchObject({
    decision: 'approved',
    fileName: 'proof.pdf',
    fileVersion: 1,
    approverName: 'Jordan Client',
    appliesToLatest: true,
  });
  expect(approvals.approvals[0].sha256).toMatch(/^[0-9a-f]{64}$/);
  const responses = await (await creator.get(`/api/portals/${portal.id}/form-responses`)).json();
  expect(responses.responses[0]).toMatchObject({
    sectionId: 'sign-off',
    name: 'Jordan Client',
    answers: { print: true },
  });
  const visitors = await (await creator.get(`/api/portals/${portal.id}/visitors`)).json();
  expect(visitors.visitors[0]).toMatchObject({ views: expect.any(Number), downloads: expect.any(Number) });
  expect(visitors.visitors[0].downloads).toBeGreaterThanOrEqual(1);

  await clientContext.close();
  await creatorContext.close();
});

test('a link portal arrives drawn by the server, readable without script, and its script takes it over', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const { context: creatorContext, portal } = await creatorWithPortal(browser, baseURL, 'portal-ssr', {
    name: 'Summer lookbook',
    description: 'Twelve looks, one shoot.',
    accessType: 'link',
    status: 'active',
    sections: [
      {
        id: 'notes',
        type: 'content',
        title: 'Shoot notes',
        html: '<p>Golden hour, north beach.</p>',
        approvals: true,
      },
      { id: 'call-sheet', type: 'content', title: 'Call sheet', html: '<p>Crew at six.</p>' },
    ],
  });

  // Without script the page is already there: its heading, its sections, its feedback form.
  const still = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const stillPage = await still.newPage();
  await stillPage.goto(`/portal/${portal.uuid}`);
  await expect(stillPage.getByRole('heading', { level: 1, name: 'Summer lookbook' })).toBeVisible();
  await expect(stillPage.getByRole('region', { name: 'Shoot notes' })).toContainText('Golden hour, north beach.');
  await expect(stillPage.getByText('No comments yet — be the first to leave feedback')).toBeVisible();
  await still.close();

  // With script, the same page answers: an approval dialog opens and Escape closes it.
  const live = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await live.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/portal/${portal.uuid}`);
  const notes = page.getByRole('region', { name: 'Shoot notes' });
  // Only the section the creator asked about offers a decision.
  await expect(page.getByRole('region', { name: 'Call sheet' })).toContainText('Crew at six.');
  await expect(page.getByRole('region', { name: 'Call sheet' }).getByRole('button')).toHaveCount(0);
  // A client whose phone asks for less motion gets buttons that change at once.
  const approve = notes.getByRole('button', { name: 'Approve' });
  const transition = (element: Element) => Number.parseFloat(getComputedStyle(element).transitionDuration);
  expect(await approve.evaluate(transition)).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await approve.evaluate(transition)).toBeLessThan(0.001);
  await approve.click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
  await live.close();
  await creatorContext.close();
});
