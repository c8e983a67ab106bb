import fs from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { grantPlan } from '../fixtures/plans';
import { samplePng } from '../fixtures/sample-files';
import { cookieHeader, tusUpload } from '../fixtures/tus-upload';

// Runs in both projects: the creator reads analytics on the project's screen (desktop or phone); the client is a
// phone of its own.
test('after a client views and downloads, the creator’s analytics show it and the CSV downloads', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator's page context signs up over the API, so the page is signed in too.
  const creator = page.context().request;
  const account = newAccount('analytics');
  const signUp = await creator.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  // The CSV export is part of advanced analytics (Pro).
  await grantPlan(baseURL, account.email, 'pro');
  const portalName = 'Launch, "final" proofs';
  const created = await creator.post('/api/portals', {
    headers: origin,
    data: {
      name: portalName,
      accessType: 'link',
      status: 'active',
      allowDownload: true,
      sections: [{ id: 'deliverables', type: 'files', title: 'Deliverables', fileIds: [] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; shareUrl: string };
  await tusUpload({
    baseURL,
    cookie: await cookieHeader(creator, baseURL),
    portalId: portal.id,
    name: 'poster.png',
    type: 'image/png',
    data: samplePng(),
  });

  // A new creator's analytics: the portal is there, nothing has happened yet.
  await page.goto('/dashboard/analytics?period=7d');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Views' }).getByText('0', { exact: true })).toBeVisible();
  await expect(page.getByText('No client activity in the last 7 days')).toBeVisible();

  // The client opens the link on a phone and downloads the image.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const client = await clientContext.newPage();
  await client.goto(new URL(portal.shareUrl, baseURL).pathname);
  const deliverables = client.getByRole('region', { name: 'Deliverables' });
  await expect(deliverables.getByText('poster.png')).toBeVisible();
  const clientDownload = client.waitForEvent('download');
  await deliverables.getByRole('link', { name: 'Download poster.png' }).click();
  expect((await clientDownload).suggestedFilename()).toBe('poster.png');
  await clientContext.close();

  // The creator's analytics now show the view and the download.
  await page.reload();
  const views = page.getByRole('article', { name: 'Views' });
  await expect(views.getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Downloads' }).getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Unique visitors' }).getByText('1', { exact: true })).toBeVisible();
  // The chart's scale names every count, the highest too (the chart library drops a label without room above it).
  const countLabels = page.locator('.MuiChartsAxis-directionY').first().locator('.MuiChartsAxis-tickLabel');
  await expect(countLabels.last()).toHaveText('1');
  await expect(page.getByText(`A client downloaded "poster.png" from "${portalName}"`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top files' }).getByText('poster.png')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Portal performance' })
    .getByRole('row', { name: new RegExp(portalName) });
  await expect(row).toContainText('1 per view');

  // The CSV carries the spec's columns and the portal's figures.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^clientdock-analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await csv.path(), 'utf8').replace(/^\ufeff/, '');
  const [header, first] = text.split('\r\n');
  expect(header).toBe('Portal Name,Views,Downloads,Comments,Conversion Rate,Status');
  expect(first).toBe('"Launch, ""final"" proofs",1,1,0,100%,active');

  // Every card of a row sets its change the same way: on one line, or with the comparison below the amount.
  const overview = page.getByRole('group', { name: 'Overview' });
  const overviewLayouts = await Promise.all(
    ['Views', 'Downloads', 'Comments'].map((name) => comparisonBelowAmount(overview.getByRole('article', { name }))),
  );
  expect(new Set(overviewLayouts).size).toBe(1);

  // The portal's own analytics, in its editor.
  await page.goto(`/dashboard/edit/${portal.id}?tab=analytics`);
  const figures = page.getByRole('group', { name: 'Portal figures' });
  await expect(figures.getByRole('article', { name: 'Downloads' }).getByText('1', { exact: true })).toBeVisible();
  // Five cards share a row: as the window widens, "↑ New vs previous 30 days" and "— 0% vs previous 30 days" reach
  // one line at different widths, and no card may set its line apart from the others.
  const viewport = page.viewportSize();
  for (let width = 1280; width <= 1440; width += 8) {
    await page.setViewportSize({ width, height: viewport?.height ?? 800 });
    const layouts = await Promise.all(
      ['Downloads', 'Comments'].map((name) => comparisonBelowAmount(figures.getByRole('article', { name }))),
    );
    expect(layouts, `at ${width} px`).toEqual([layouts[0], layouts[0]]);
  }
});

/** Whether the card's "vs previous …" caption stands below its change amount ("New", "12%") rather than beside it. */
async function comparisonBelowAmount(card: Locator): Promise<boolean> {
  const amount = await card.getByText(/^(New|[\d,.]+%)$/).boundingBox();
  const caption = await card.getByText(/^vs previous/).boundingBox();
  if (!amount || !caption) throw new Error('the card shows no change against the previous period');
  return caption.y >= amount.y + amount.height - 1;
}
