import fs from 'node:fs';
import { expect, test } from '@playwright/test';
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

  // The portal's own analytics, in its editor.
  await page.goto(`/dashboard/edit/${portal.id}?tab=analytics`);
  await expect(
    page
      .getByRole('group', { name: 'Portal figures' })
      .getByRole('article', { name: 'Downloads' })
      .getByText('1', { exact: true }),
  ).toBeVisible();
});
