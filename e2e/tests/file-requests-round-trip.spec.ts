import { expect, type Route, test } from '@playwright/test';
import { register } from '../fixtures/accounts';
import { samplePng } from '../fixtures/sample-files';

const MB = 1024 * 1024;
// A page (re)load on a busy machine can take longer than the usual wait.
const afterLoad = { timeout: 30_000 };

test('a creator asks for two items, a client on a phone sends files, the creator rejects one with a note, the client replaces it and the creator accepts and shares it', async ({
  page: creator,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is not set');

  // The creator makes a link portal and asks for two items in the editor.
  await register(creator);
  const created = await creator.request.post('/api/portals', {
    headers: { origin: baseURL },
    data: { name: 'Brand kit', accessType: 'link', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; uuid: string };

  await creator.goto(`/dashboard/edit/${portal.id}?tab=sections`);
  await creator.getByRole('button', { name: 'Add section' }).click();
  await creator.getByRole('menuitem', { name: /File request/ }).click();
  const first = creator.getByRole('group', { name: 'Requested item: Files' });
  await first.getByRole('button', { name: 'Images' }).click();
  await first.getByRole('textbox', { name: 'Item title' }).fill('Logo');
  await creator.getByRole('button', { name: 'Add item' }).click();
  const second = creator.getByRole('group', { name: 'Requested item: Files' });
  await second.getByRole('button', { name: 'PDF' }).click();
  await second.getByRole('textbox', { name: 'Item title' }).fill('Signed contract');
  await creator.getByRole('button', { name: 'Save sections' }).click();
  await expect(creator.getByText('Sections saved')).toBeVisible();
  await creator.getByRole('tab', { name: 'Requests' }).click();
  await expect(creator.getByRole('heading', { name: '0 of 2 received' })).toBeVisible(afterLoad);
  await expect(creator.getByRole('heading', { name: 'Nothing received yet' })).toBeVisible();

  // The client opens the portal on a phone.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await clientContext.newPage();
  const errors: string[] = [];
  client.on('pageerror', (error) => errors.push(error.message));

  // The file bytes wait at a gate, so the bar can be seen and paused before they arrive (localhost is too fast).
  const held: Route[] = [];
  let isGateOpen = false;
  await client.route('**/api/public/portals/*/uploads/*', async (route) => {
    if (route.request().method() !== 'PATCH' || isGateOpen) return route.continue();
    held.push(route);
  });

  await client.goto(`/portal/${portal.uuid}`);
  const section = client.getByRole('region', { name: 'Files we need from you' });
  await expect(section.getByText('0 of 2 received')).toBeVisible(afterLoad);
  const logo = section.getByRole('article', { name: 'Logo' });
  await expect(logo.locator('[data-request-status]')).toHaveText('Missing');
  await expect(logo.getByText(/^Images · Up to 20 files/)).toBeVisible();

  // Two files for the logo, one large enough to go in several chunks; the client says who they are first.
  const big = Buffer.concat([samplePng(), Buffer.alloc(3 * MB)]);
  await logo.getByLabel('Files for Logo', { exact: true }).setInputFiles([
    { name: 'logo-final.png', mimeType: 'image/png', buffer: samplePng() },
    { name: 'logo-draft.png', mimeType: 'image/png', buffer: big },
  ]);
  const prompt = logo.getByRole('form', { name: 'Your name' });
  await prompt.getByLabel('Your name').fill('Jordan Client');
  await prompt.getByRole('button', { name: 'Send files' }).click();

  await expect(logo.getByRole('progressbar', { name: 'Progress of logo-draft.png' })).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
  await logo.getByRole('button', { name: 'Pause upload of logo-draft.png' }).click();
  await expect(logo.getByRole('listitem', { name: 'Upload of logo-draft.png' }).getByText('Paused')).toBeVisible();

  // The gate opens: the small file's bytes go; the paused one's request was stopped.
  isGateOpen = true;
  for (const route of held.splice(0)) await route.continue().catch(() => {});
  const sent = logo.getByRole('list', { name: 'Files sent for Logo' });
  await expect(sent.getByText('logo-final.png')).toBeVisible();

  await logo.getByRole('button', { name: 'Resume upload of logo-draft.png' }).click();
  await expect(sent.getByText('logo-draft.png')).toBeVisible({ timeout: 30_000 });
  await expect(logo.getByRole('listitem', { name: 'Upload of logo-draft.png' })).toBeHidden();
  await expect(logo.locator('[data-request-status]')).toHaveText('Waiting for review');
  await expect(section.getByText('1 of 2 received')).toBeVisible();
  await expect(section.getByText('Still needed: Signed contract')).toBeVisible();
  await expect(section.getByRole('article', { name: 'Signed contract' }).locator('[data-request-status]')).toHaveText(
    'Missing',
  );

  // The resumed file arrived whole, under the name the client gave.
  const listed = await creator.request.get(`/api/portals/${portal.id}/requests`);
  expect(listed.ok(), await listed.text()).toBeTruthy();
  const { items } = (await listed.json()) as {
    items: { title: string; uploads: { name: string; size: number; uploaderName: string | null }[] }[];
  };
  const arrived = items.find((item) => item.title === 'Logo')?.uploads ?? [];
  expect(arrived.map(({ name, size, uploaderName }) => [name, size, uploaderName]).sort()).toEqual([
    ['logo-draft.png', big.length, 'Jordan Client'],
    ['logo-final.png', samplePng().length, 'Jordan Client'],
  ]);

  // The creator reviews in the Requests tab: the draft goes back with a note, the final one is accepted.
  // The Requests tab asks the server again each time it opens.
  await creator.getByRole('tab', { name: 'Sections' }).click();
  await creator.getByRole('tab', { name: 'Requests' }).click();
  await expect(creator.getByRole('heading', { name: '1 of 2 received' })).toBeVisible(afterLoad);
  const review = creator.getByRole('region', { name: 'Logo' });
  const draft = review.getByRole('listitem', { name: 'logo-draft.png' });
  await expect(draft.getByText('Jordan Client')).toBeVisible();
  await draft.getByRole('button', { name: 'Reject logo-draft.png' }).click();
  const dialog = creator.getByRole('dialog', { name: 'Reject this file?' });
  await dialog.getByRole('textbox', { name: /Note to your client/ }).fill('The background should be transparent');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(draft.getByText('Rejected')).toBeVisible();
  const final = review.getByRole('listitem', { name: 'logo-final.png' });
  await final.getByRole('button', { name: 'Accept logo-final.png' }).click();
  await expect(final.getByText('Accepted')).toBeVisible();

  // The client reads the rejection and the note, and sends a replacement beside the accepted file.
  await client.reload();
  const draftSent = sent.getByRole('listitem').filter({ hasText: 'logo-draft.png' });
  await expect(draftSent.locator('[data-upload-status]')).toHaveText('Rejected', afterLoad);
  await expect(draftSent.getByText('The background should be transparent')).toBeVisible();
  await expect(
    sent.getByRole('listitem').filter({ hasText: 'logo-final.png' }).locator('[data-upload-status]'),
  ).toHaveText('Accepted');
  await logo.getByLabel('Files for Logo', { exact: true }).setInputFiles({
    name: 'logo-transparent.png',
    mimeType: 'image/png',
    buffer: samplePng(),
  });
  const replacement = sent.getByRole('listitem').filter({ hasText: 'logo-transparent.png' });
  await expect(replacement.locator('[data-upload-status]')).toHaveText('Waiting for review');
  await expect(logo.locator('[data-request-status]')).toHaveText('Waiting for review');

  // The creator accepts the replacement, adds it to the portal's files and finds it in the Files tab.
  await creator.getByRole('tab', { name: 'Files' }).click();
  await creator.getByRole('tab', { name: 'Requests' }).click();
  const fresh = creator.getByRole('region', { name: 'Logo' }).getByRole('listitem', { name: 'logo-transparent.png' });
  await fresh.getByRole('button', { name: 'Accept logo-transparent.png' }).click();
  await expect(fresh.getByText('Accepted')).toBeVisible();
  await fresh.getByRole('button', { name: 'Add logo-transparent.png to portal files' }).click();
  await expect(fresh.getByText('In portal files')).toBeVisible();
  await creator.getByRole('tab', { name: 'Files' }).click();
  await expect(creator.getByRole('tabpanel').getByText('logo-transparent.png').first()).toBeVisible();

  // The client's side shows the replacement and the item accepted.
  await client.reload();
  await expect(replacement.locator('[data-upload-status]')).toHaveText('Accepted', afterLoad);
  await expect(logo.locator('[data-request-status]')).toHaveText('Accepted');
  await expect(section.getByText('Still needed: Signed contract')).toBeVisible();
  expect(errors).toEqual([]);
  await clientContext.close();
});
