import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { mailTo } from '../fixtures/mailbox';
import { grantPlan } from '../fixtures/plans';
import { samplePdf, samplePng } from '../fixtures/sample-files';
import { cookieHeader, tusUpload } from '../fixtures/tus-upload';

const CLIENT = { name: 'Dana Client', email: '' };
// A fresh address for every run in the same worker: an earlier run's code in the mailbox would be typed instead.
test.beforeEach(() => {
  CLIENT.email = `dana-${Date.now()}@clientdock.test`;
});
const video = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/sample-video.webm'));

/** Drags from one point to another of a box, given as fractions of its size. */
async function dragAcross(page: Page, box: Locator, from: [number, number], to: [number, number]) {
  const rect = await box.boundingBox();
  if (!rect) throw new Error('the box is not on screen');
  await page.mouse.move(rect.x + rect.width * from[0], rect.y + rect.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(rect.x + rect.width * to[0], rect.y + rect.height * to[1], { steps: 8 });
  await page.mouse.up();
}

/** Types a pin's note in the form that opened beside it; the name is asked once, then remembered. */
async function postPinNote(page: Page, formName: string | RegExp, note: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Your note').fill(note);
  const name = form.getByLabel('Your name');
  if (await name.isVisible()) await name.fill(CLIENT.name);
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/comments'),
  );
  await form.getByRole('button', { name: 'Post comment' }).click();
  expect((await posted).status()).toBe(201);
  await expect(page.getByText('Comment pinned')).toBeVisible();
}

async function openPreview(page: Page, fileName: string) {
  await page
    .getByRole('button', { name: `Open ${fileName}` })
    .first()
    .click();
  const preview = page.getByRole('dialog', { name: fileName });
  await expect(preview).toBeVisible();
  return preview;
}

async function clientOnPhone(context: BrowserContext, shareUrl: string) {
  const page = await context.newPage();
  await page.goto(shareUrl);
  await page.getByLabel('Your email').fill(CLIENT.email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const mail = await mailTo(page.request, CLIENT.email, (candidate) => /\b\d{6}\b/.test(candidate.text));
  // The sixth digit sends the code by itself.
  await page.getByLabel('6-digit code').fill(mail.text.match(/\b(\d{6})\b/)?.[1] ?? '');
  await expect(page.getByRole('list', { name: 'Files' }).first()).toBeVisible();
  return page;
}

test('a client pins feedback on a phone, the creator answers with version 2, and the client approves it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator: an email-code portal with an image, a two-page PDF and a video.
  const creator = page.context().request;
  const account = newAccount('review');
  const signUp = await creator.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  // PIN and email-code portals come with the Pro plan.
  await grantPlan(baseURL, account.email, 'pro');
  const created = await creator.post('/api/portals', {
    headers: origin,
    data: {
      name: 'Brand refresh',
      accessType: 'email',
      allowedEmails: [CLIENT.email],
      status: 'active',
      allowDownload: true,
      sections: [{ id: 'deliverables', type: 'files', title: 'Deliverables', fileIds: [] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; shareUrl: string };
  const cookie = await cookieHeader(creator, baseURL);
  const upload = (name: string, type: string, data: Buffer) =>
    tusUpload({ baseURL, cookie, portalId: portal.id, name, type, data });
  await upload('logo.png', 'image/png', samplePng(480, 320));
  await upload('guide.pdf', 'application/pdf', samplePdf('Brand guide, page one', 'Brand guide, page two'));
  await upload('teaser.webm', 'video/webm', video);

  // The client, on a phone, proves their address with an emailed code.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await clientOnPhone(clientContext, portal.shareUrl);

  // A rectangle on the image.
  let preview = await openPreview(client, 'logo.png');
  await preview.getByRole('button', { name: 'Comment on this' }).click();
  await dragAcross(client, preview.getByRole('img', { name: 'logo.png' }), [0.2, 0.25], [0.6, 0.75]);
  await postPinNote(client, 'Comment on this area', 'Make the logo larger');
  await expect(preview.getByRole('button', { name: `Comment 1 by ${CLIENT.name}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Back to the portal' }).click();

  // A point on page 2 of the PDF, placed by keyboard.
  preview = await openPreview(client, 'guide.pdf');
  await preview.getByRole('button', { name: 'Comment on this' }).click();
  const page2 = preview.locator('[data-page="2"] .cp-pin-surface');
  await page2.scrollIntoViewIfNeeded();
  await page2.focus();
  await client.keyboard.press('Enter');
  await postPinNote(client, /Comment on this spot, page 2/, 'Swap the photo on this page');
  await expect(preview.getByRole('button', { name: `Comment 1 by ${CLIENT.name}, page 2` })).toBeVisible();
  await preview.getByRole('button', { name: 'Back to the portal' }).click();

  // A stretch of the video, from 0:01 to 0:03.
  preview = await openPreview(client, 'teaser.webm');
  const player = preview.locator('video');
  await expect.poll(() => player.evaluate((media: HTMLVideoElement) => media.readyState)).toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Comment on this' }).click();
  await player.evaluate((media: HTMLVideoElement) => {
    media.currentTime = 1;
  });
  await preview.getByRole('button', { name: 'Set start' }).click();
  await player.evaluate((media: HTMLVideoElement) => {
    media.currentTime = 3;
  });
  await preview.getByRole('button', { name: /^Set end/ }).click();
  await postPinNote(client, /Comment on 0:01 to 0:03/, 'Cut this shot shorter');
  await expect(
    preview.getByRole('button', { name: new RegExp(`Comment 1 by ${CLIENT.name}, from 0:01`) }),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Back to the portal' }).click();

  // Changes requested on the image, with its open pin gathered into the request.
  preview = await openPreview(client, 'logo.png');
  await preview.getByRole('button', { name: 'Request changes' }).click();
  const request = client.getByRole('dialog', { name: 'Request changes' });
  await expect(request.getByText('Make the logo larger')).toBeVisible();
  await request.getByLabel('What should change?').fill('Please see my comment');
  const requestName = request.getByLabel('Your name');
  if ((await requestName.inputValue()) === '') await requestName.fill(CLIENT.name);
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request).toHaveCount(0);
  await preview.getByRole('button', { name: 'Back to the portal' }).click();

  // The creator sees the three pins where the client put them, after a reload too.
  await page.goto(`/dashboard/edit/${portal.id}?tab=files`);
  const files = page.getByRole('list', { name: 'Files' });
  // The editor's first load is this page's first visit of the app: a busy machine can take longer than a look.
  await expect(files).toBeVisible({ timeout: 30_000 });
  const logoRow = files.getByRole('listitem').filter({ hasText: 'logo.png' });
  await expect(logoRow.getByText('Changes requested')).toBeVisible();
  // On a phone a row's actions move below the file's name, which keeps the row's width for the name and its
  // details (beside three buttons, the name had about 90 of the 390 px).
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const logoName = logoRow.getByText('logo.png', { exact: true });
  await expect.poll(async () => (await logoName.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  if (desktop) await page.setViewportSize(desktop);
  await page.reload();
  await page.getByRole('button', { name: 'Review guide.pdf' }).click();
  let review = page.getByRole('dialog', { name: 'Review guide.pdf' });
  await expect(review.getByRole('button', { name: `Comment 1 by ${CLIENT.name}, page 2` }).first()).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Review teaser.webm' }).click();
  review = page.getByRole('dialog', { name: 'Review teaser.webm' });
  await expect(review.getByRole('button', { name: new RegExp(`Comment 1 by ${CLIENT.name}`) }).first()).toBeVisible();
  await review.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Review logo.png' }).click();
  review = page.getByRole('dialog', { name: 'Review logo.png' });
  const marker = review.getByRole('button', { name: `Comment 1 by ${CLIENT.name}` }).first();
  await expect(marker).toBeVisible();
  // The rectangle's marker sits at the top-left corner the client dragged from: 20 % across, 25 % down.
  // Measured until the dialog has settled: the image loads and the layout moves once after the marker shows.
  const image = review.getByRole('img', { name: /logo\.png/ }).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const offset = async () => {
    const [markerBox, imageBox] = await Promise.all([marker.boundingBox(), image.boundingBox()]);
    if (!markerBox || !imageBox) return Number.POSITIVE_INFINITY;
    const across = (markerBox.x + markerBox.width / 2 - imageBox.x) / imageBox.width - 0.2;
    const down = (markerBox.y + markerBox.height / 2 - imageBox.y) / imageBox.height - 0.25;
    return Math.max(Math.abs(across), Math.abs(down));
  };
  await expect.poll(offset).toBeLessThan(0.08);

  // The creator answers the pin, then uploads version 2 and carries the pin forward.
  await review.getByLabel('Reply to comment 1').fill('Larger in version 2, coming up');
  await review.getByRole('button', { name: 'Reply', exact: true }).click();
  // The reply shows in the thread; the box keeps the words until the server has answered, so look in the thread.
  await expect(
    review.getByRole('list', { name: 'Replies to comment' }).getByText('Larger in version 2, coming up'),
  ).toBeVisible();
  await expect(review.getByLabel('Reply to comment 1')).toHaveValue('');
  await review.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'More actions for logo.png' }).click();
  await page.getByRole('menuitem', { name: 'Upload new version of logo.png' }).click();
  const newVersion = page.getByRole('dialog', { name: 'Upload version 2 of logo.png' });
  await newVersion.getByLabel('New version file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: samplePng(480, 320, [220, 38, 38], [234, 179, 8]),
  });
  await newVersion.getByLabel('What changed').fill('Logo larger, colours warmer');
  await newVersion.getByRole('button', { name: 'Upload new version' }).click();
  const carry = page.getByRole('dialog', { name: 'Carry forward or close open comments' });
  await carry.getByRole('button', { name: 'Carry forward to v2' }).click();
  await expect(carry.getByText(/carried/i).first()).toBeVisible();
  await carry.getByRole('button', { name: 'Done' }).click();

  // The client is told by email and by the banner, compares the two versions and approves version 2.
  const notice = await mailTo(page.request, CLIENT.email, (mail) =>
    /Version 2 of logo\.png is ready/.test(mail.subject),
  );
  expect(notice.text).toContain('Logo larger, colours warmer');
  await client.reload();
  await expect(client.getByText('Version 2 of logo.png is ready')).toBeVisible();
  await client.getByRole('button', { name: 'Open version 2 of logo.png' }).click();
  preview = client.getByRole('dialog', { name: 'logo.png' });
  await expect(preview.getByRole('button', { name: `Comment 1 by ${CLIENT.name}` })).toBeVisible();
  await preview.getByRole('button', { name: 'Compare versions' }).click();
  const compare = client.getByRole('dialog', { name: /Compare versions/ });
  await expect(compare.getByRole('img', { name: 'logo.png, version 2' })).toBeVisible();
  await compare.getByRole('group', { name: 'Version on screen' }).getByRole('button', { name: 'Version 1' }).click();
  await expect(compare.getByRole('img', { name: 'logo.png, version 1' })).toBeVisible();
  await compare.getByRole('button', { name: 'Close comparison' }).click();

  await preview.getByTestId('file-action-bar').getByRole('button', { name: 'Approve' }).click();
  const approve = client.getByRole('dialog', { name: 'Approve' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toHaveCount(0);
  await expect(preview.getByText('Approved').first()).toBeVisible();

  // The creator sees "Approved v2".
  await page.reload();
  // The editor loads again after the reload: slow on a busy machine.
  await expect(logoRow.getByText('Approved v2')).toBeVisible({ timeout: 30_000 });
  await clientContext.close();
});
