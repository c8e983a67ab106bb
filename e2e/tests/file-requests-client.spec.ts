import { expect, type Route, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { samplePng } from '../fixtures/sample-files';

const MB = 1024 * 1024;

test('a client on a phone sends two photos to a request, pausing and resuming one, and sees what is still missing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator signs up over the API and makes a link portal asking for two things.
  const creatorContext = await browser.newContext({ baseURL });
  const creator = creatorContext.request;
  const account = newAccount('requests');
  const signUp = await creator.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const created = await creator.post('/api/portals', {
    headers: origin,
    data: {
      name: 'Spring shoot',
      accessType: 'link',
      status: 'active',
      sections: [
        {
          id: 'needs',
          type: 'request',
          title: 'Files we need from you',
          items: [
            { id: 'photos', title: 'Team photos', required: true, accept: ['image/*'], maxFiles: 3 },
            { id: 'contract', title: 'Signed contract', required: true, accept: ['application/pdf'], maxFiles: 1 },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; uuid: string };

  const client = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await client.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The file bytes wait at a gate, so the bar can be seen and paused before they arrive (localhost is too fast).
  const held: Route[] = [];
  let isGateOpen = false;
  await page.route('**/api/public/portals/*/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH' || isGateOpen) return route.continue();
    held.push(route);
  });

  await page.goto(`/portal/${portal.uuid}`);
  const section = page.getByRole('region', { name: 'Files we need from you' });
  await expect(section.getByText('0 of 2 received')).toBeVisible();
  const photos = section.getByRole('article', { name: 'Team photos' });
  await expect(photos.locator('[data-request-status]')).toHaveText('Missing');
  await expect(photos.getByText('Images · Up to 3 files')).toBeVisible();

  // A PNG's signature with padding after it: large enough to go in several chunks.
  const big = Buffer.concat([samplePng(), Buffer.alloc(3 * MB)]);
  await photos.getByLabel('Files for Team photos', { exact: true }).setInputFiles([
    { name: 'ana.png', mimeType: 'image/png', buffer: samplePng() },
    { name: 'ben.png', mimeType: 'image/png', buffer: big },
  ]);

  // A link portal's client says who they are once, before the first byte.
  const prompt = photos.getByRole('form', { name: 'Your name' });
  await prompt.getByLabel('Your name').fill('Jordan Client');
  await prompt.getByRole('button', { name: 'Send files' }).click();

  await expect(photos.getByRole('progressbar', { name: 'Progress of ben.png' })).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  await photos.getByRole('button', { name: 'Pause upload of ben.png' }).click();
  await expect(photos.getByRole('listitem', { name: 'Upload of ben.png' }).getByText('Paused')).toBeVisible();

  // The gate opens: ana's bytes go; ben's request was stopped by the pause.
  isGateOpen = true;
  for (const route of held.splice(0)) await route.continue().catch(() => {});
  const sent = photos.getByRole('list', { name: 'Files sent for Team photos' });
  await expect(sent.getByText('ana.png')).toBeVisible();

  await photos.getByRole('button', { name: 'Resume upload of ben.png' }).click();
  await expect(sent.getByText('ben.png')).toBeVisible({ timeout: 30_000 });
  await expect(photos.getByRole('listitem', { name: 'Upload of ben.png' })).toBeHidden();
  await expect(photos.locator('[data-request-status]')).toHaveText('Waiting for review');

  await expect(section.getByText('1 of 2 received')).toBeVisible();
  await expect(section.getByText('Still needed: Signed contract')).toBeVisible();
  const contract = section.getByRole('article', { name: 'Signed contract' });
  await expect(contract.locator('[data-request-status]')).toHaveText('Missing');

  // The creator's list has both, from the name the client gave.
  const listed = await creator.get(`/api/portals/${portal.id}/requests`);
  expect(listed.ok(), await listed.text()).toBeTruthy();
  const { items } = (await listed.json()) as {
    items: { id: string; uploads: { name: string; size: number; uploaderName: string | null }[] }[];
  };
  const uploads = items.find((item) => item.id === 'photos')?.uploads ?? [];
  expect(uploads.map((upload) => upload.name).sort()).toEqual(['ana.png', 'ben.png']);
  expect(uploads.find((upload) => upload.name === 'ben.png')?.size).toBe(big.length);
  expect(uploads.every((upload) => upload.uploaderName === 'Jordan Client')).toBe(true);
  expect(errors).toEqual([]);

  await client.close();
  await creatorContext.close();
});
