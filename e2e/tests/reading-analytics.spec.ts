import { expect, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { samplePdf } from '../fixtures/sample-files';
import { cookieHeader, tusUpload } from '../fixtures/tus-upload';

/** The seconds a page cell's label names ("Page 2: 4 s, 1 reader" -> 4). */
function secondsOf(label: string | null): number {
  const match = label?.match(/: (?:(\d+) min ?)?(?:(\d+) s)?,/);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
}

test('a client reads pages 1 to 3 of a PDF on a phone; the creator sees the pages read and the time on each', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator's page context signs up over the API, so the page is signed in too.
  const creator = page.context().request;
  const account = newAccount('reading');
  const signUp = await creator.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const created = await creator.post('/api/portals', {
    headers: origin,
    data: {
      name: 'Spring brief',
      accessType: 'link',
      status: 'active',
      sections: [{ id: 'deliverables', type: 'files', title: 'Deliverables', fileIds: [] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; shareUrl: string };
  await tusUpload({
    baseURL,
    cookie: await cookieHeader(creator, baseURL),
    portalId: portal.id,
    name: 'brief.pdf',
    type: 'application/pdf',
    data: samplePdf('Scope', 'Timeline', 'Budget', 'Terms', 'Contacts'),
  });

  // The client opens the brief on a phone and reads pages 1, 2 and 3.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await clientContext.newPage();
  await client.goto(new URL(portal.shareUrl, baseURL).pathname);
  await client.getByRole('button', { name: 'Open brief.pdf' }).click();
  const preview = client.getByRole('dialog', { name: 'brief.pdf' });
  // pdf.js lays the document out in the page's own time, which a busy machine stretches.
  await expect(preview.getByTestId('pdf-pages')).toHaveText('5 pages', { timeout: 30_000 });
  for (const pageNumber of [1, 2, 3]) {
    const shown = preview.locator(`[data-page="${pageNumber}"]`);
    await shown.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(shown).toBeInViewport({ ratio: 0.5, timeout: 20_000 });
    // The client reads the page: the time on it is what the creator is shown.
    await client.waitForTimeout(3_000);
  }
  // Closing the preview sends what was read.
  const sent = client.waitForResponse(
    (response) => response.url().endsWith('/reading') && response.request().method() === 'POST',
  );
  await preview.getByRole('button', { name: 'Back to the portal' }).click();
  expect((await sent).status()).toBe(204);
  await clientContext.close();

  // The creator opens the portal's analytics: how each file was read.
  await page.goto(`/dashboard/edit/${portal.id}?tab=analytics`);
  const summary = page.getByRole('region', { name: 'How clients read' });
  const brief = summary.getByRole('region', { name: 'brief.pdf' });
  await expect(brief.getByRole('list', { name: 'Time per page' })).toBeVisible({ timeout: 30_000 });
  for (const pageNumber of [1, 2, 3]) {
    const cell = brief.getByRole('listitem', { name: new RegExp(`^Page ${pageNumber}: .*, 1 reader$`) });
    await expect(cell).toBeVisible();
    expect(secondsOf(await cell.getAttribute('aria-label'))).toBeGreaterThanOrEqual(2);
  }
  await expect(brief.getByRole('listitem', { name: 'Page 5: not read' })).toBeVisible();
  await expect(brief.getByText('Average per page')).toBeVisible();
  await expect(brief.getByText('0 of 1 reader')).toBeVisible();
  // Then each visitor's reading, under Activity.
  await summary.getByRole('link', { name: 'Each visitor’s reading' }).click();
  await expect(page.getByRole('tab', { name: 'Reading' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/opened brief\.pdf once, read [34] of 5 pages/)).toBeVisible();
});
