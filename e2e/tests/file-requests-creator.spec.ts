import { type APIRequestContext, expect, test } from '@playwright/test';
import { register } from '../fixtures/accounts';
import { samplePng } from '../fixtures/sample-files';

function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

/** A client's tus upload into a request item: create, then every byte in one PATCH. */
async function sendToRequest(
  client: APIRequestContext,
  baseURL: string,
  uuid: string,
  file: { itemId: string; name: string; type: string; data: Buffer },
) {
  const headers = { origin: baseURL, 'tus-resumable': '1.0.0' };
  const created = await client.post(`/api/public/portals/${uuid}/uploads`, {
    headers: {
      ...headers,
      'upload-length': String(file.data.length),
      'upload-metadata': metadata({
        itemId: file.itemId,
        filename: file.name,
        filetype: file.type,
        name: 'Jordan Client',
      }),
    },
  });
  const location = created.headers().location;
  expect(created.status(), await created.text()).toBe(201);
  const patched = await client.patch(new URL(location ?? '', baseURL).pathname, {
    headers: { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    data: file.data,
  });
  expect(patched.status(), await patched.text()).toBe(204);
}

test('the creator asks for two items in the editor, rejects a client file with a note, accepts another and adds it to the portal files', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  await register(page);
  const created = await page.request.post('/api/portals', {
    headers: { origin: baseURL },
    data: { name: 'Brand kit', accessType: 'link', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; uuid: string };

  // The request section is made in the editor.
  await page.goto(`/dashboard/edit/${portal.id}?tab=sections`);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('menuitem', { name: /File request/ }).click();
  const first = page.getByRole('group', { name: 'Requested item: Files' });
  await first.getByRole('button', { name: 'Images' }).click();
  await first.getByRole('textbox', { name: 'Item title' }).fill('Logo');
  await page.getByRole('button', { name: 'Add item' }).click();
  const second = page.getByRole('group', { name: 'Requested item: Files' });
  await second.getByRole('button', { name: 'PDF' }).click();
  await second.getByRole('textbox', { name: 'Item title' }).fill('Signed contract');
  await page.getByRole('button', { name: 'Save sections' }).click();
  await expect(page.getByText('Sections saved')).toBeVisible();

  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { name: '0 of 2 received' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing received yet' })).toBeVisible();

  // A client sends two versions of the logo.
  const clientContext = await browser.newContext({ baseURL });
  const client = clientContext.request;
  expect((await client.get(`/portal/${portal.uuid}`)).ok()).toBeTruthy();
  const listed = await client.get(`/api/public/portals/${portal.uuid}/requests`);
  expect(listed.ok(), await listed.text()).toBeTruthy();
  const { items } = (await listed.json()) as { items: { id: string; title: string }[] };
  const logoId = items.find((item) => item.title === 'Logo')?.id ?? '';
  for (const name of ['logo-draft.png', 'logo-final.png']) {
    await sendToRequest(client, baseURL, portal.uuid, { itemId: logoId, name, type: 'image/png', data: samplePng() });
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: '1 of 2 received' })).toBeVisible();
  const logo = page.getByRole('region', { name: 'Logo' });
  const draft = logo.getByRole('listitem', { name: 'logo-draft.png' });
  await expect(draft.getByText('Jordan Client')).toBeVisible();

  await draft.getByRole('button', { name: 'Reject logo-draft.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this file?' });
  await dialog.getByRole('textbox', { name: /Note to your client/ }).fill('The background should be transparent');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(draft.getByText('Rejected')).toBeVisible();
  await expect(draft.getByText('The background should be transparent')).toBeVisible();

  const final = logo.getByRole('listitem', { name: 'logo-final.png' });
  await final.getByRole('button', { name: 'Accept logo-final.png' }).click();
  await expect(final.getByText('Accepted')).toBeVisible();
  await final.getByRole('button', { name: 'Add logo-final.png to portal files' }).click();
  await expect(final.getByText('In portal files')).toBeVisible();

  // The client sees the decision and the note on their side.
  const theirs = await client.get(`/api/public/portals/${portal.uuid}/requests`);
  const mine = (await theirs.json()) as {
    items: { id: string; uploads: { name: string; status: string; note: string | null }[] }[];
  };
  expect(
    mine.items.find((item) => item.id === logoId)?.uploads.map(({ name, status, note }) => [name, status, note]),
  ).toEqual(
    expect.arrayContaining([
      ['logo-draft.png', 'rejected', 'The background should be transparent'],
      ['logo-final.png', 'accepted', null],
    ]),
  );

  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('tabpanel').getByText('logo-final.png').first()).toBeVisible();
  await clientContext.close();
});
