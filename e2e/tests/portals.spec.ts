import { expect, type Page, test } from '@playwright/test';
import { register } from '../fixtures/accounts';
import { makeBinary, makePng, sha256 } from '../fixtures/files';
import { grantPlan } from '../fixtures/plans';

const PIN = '2468';
const BIG_FILE_BYTES = 3 * 1024 * 1024;
/** How long each upload chunk is held back while the big file must still be uploading when it is paused. */
const CHUNK_DELAY_MS = 1500;

interface ServerFile {
  id: string;
  name: string;
  sha256: string;
  mime: string;
  hasThumbnail: boolean;
}

async function serverFiles(page: Page, portalId: string): Promise<ServerFile[]> {
  const answer = await page.request.get(`/api/portals/${portalId}/files`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { files: ServerFile[] }).files;
}

const reorderHandles = (page: Page) =>
  page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^Reorder / });

test('a creator builds a portal: PIN, two uploads (one paused and resumed), sections reordered, archive and restore', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const account = await register(page);
  // PIN access comes with the Pro plan; the next page load reads the new plan.
  await grantPlan(baseURL, account.email, 'pro');
  let portalId = '';

  await test.step('create the first portal from the empty list', async () => {
    await page.goto('/dashboard/portals');
    await page.getByRole('button', { name: 'Create your first portal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New portal' });
    await dialog.getByLabel('Portal name').fill('Acme rebrand');
    await dialog.getByRole('button', { name: 'Create portal' }).click();
    await expect(page).toHaveURL(/\/dashboard\/edit\/[^/?]+/);
    portalId = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(page.getByRole('heading', { level: 1, name: 'Acme rebrand' })).toBeVisible();
  });

  await test.step('switch to PIN access; the PIN is never shown again once saved', async () => {
    await page.getByRole('radio', { name: 'PIN' }).check();
    await page.getByLabel('PIN code').fill(PIN);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved. The new PIN is in place.')).toBeVisible();
    await expect(page.getByLabel('New PIN')).toHaveValue('');
    const saved = await (await page.request.get(`/api/portals/${portalId}`)).json();
    expect(saved).toMatchObject({ accessType: 'pin', hasPin: true });
  });

  await test.step('upload two files at once through tus, pausing and resuming the big one', async () => {
    await page.getByRole('tab', { name: 'Files' }).click();
    const png = makePng();
    const big = makeBinary(BIG_FILE_BYTES);
    const slowChunks = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      // A paused upload aborts its request while it is held here; there is nothing left to continue then.
      await route.continue().catch(() => {});
    };
    await page.route('**/api/uploads/**', slowChunks);
    await page.getByLabel('Choose files to upload').setInputFiles([
      { name: 'logo.png', mimeType: 'image/png', buffer: png },
      { name: 'footage.bin', mimeType: 'application/octet-stream', buffer: big },
    ]);
    const bigUpload = page.getByRole('listitem', { name: 'Upload of footage.bin' });
    const bigState = bigUpload.getByTestId('upload-state');
    await expect(bigState).toHaveText('Running');
    // Pause once the first chunk has reached the server, so there is something to resume from.
    await expect(bigUpload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(3[3-9]|[4-9]\d)$/, {
      timeout: 20_000,
    });
    await bigUpload.getByRole('button', { name: 'Pause upload of footage.bin' }).click();
    await expect(bigState).toHaveText('Paused');
    await expect(bigUpload.getByRole('button', { name: 'Resume upload of footage.bin' })).toBeVisible();
    await expect(bigUpload.getByRole('button', { name: 'Pause upload of footage.bin' })).toHaveCount(0);
    const pausedAt = Number(await bigUpload.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(pausedAt).toBeGreaterThan(0);
    expect(pausedAt).toBeLessThan(100);
    await page.waitForTimeout(CHUNK_DELAY_MS);
    await expect(bigState).toHaveText('Paused');

    await page.unroute('**/api/uploads/**', slowChunks);
    await bigUpload.getByRole('button', { name: 'Resume upload of footage.bin' }).click();
    await expect(bigState).toHaveText('Success', { timeout: 30_000 });
    await expect(page.getByRole('listitem', { name: 'Upload of logo.png' }).getByTestId('upload-state')).toHaveText(
      'Success',
    );
    const fileList = page.getByRole('list', { name: 'Files' });
    await expect(fileList.getByText('logo.png', { exact: true })).toBeVisible();
    await expect(fileList.getByText('footage.bin', { exact: true })).toBeVisible();
    const files = await serverFiles(page, portalId);
    expect(files.find((file) => file.name === 'footage.bin')?.sha256).toBe(sha256(big));
    expect(files.find((file) => file.name === 'logo.png')).toMatchObject({ mime: 'image/png', hasThumbnail: true });
  });

  await test.step('add a hero and a files section', async () => {
    await page.getByRole('tab', { name: 'Sections' }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: /^Hero/ }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('menuitem', { name: /^Files/ }).click();
    await page.getByRole('textbox', { name: 'Section title' }).last().fill('Deliverables');
    await page.getByRole('button', { name: 'Save sections' }).click();
    await expect(page.getByText('Sections saved')).toBeVisible();
    await expect(reorderHandles(page)).toHaveCount(2);
    await expect(reorderHandles(page).first()).toHaveAccessibleName('Reorder Welcome');
  });

  await test.step('move Deliverables above Welcome with the keyboard in the layout builder', async () => {
    await page.getByRole('link', { name: 'Layout builder' }).click();
    await expect(page).toHaveURL(new RegExp(`/portal-layout-builder\\?portalId=${portalId}`));
    const handle = page.getByRole('button', { name: 'Reorder Deliverables' });
    // Each key waits for the list's announcement of the one before: the list measures itself between them, so a
    // key pressed too early does nothing and is pressed again (Escape drops a half pick-up; a second ArrowUp at the
    // top stays there).
    const announced = (text: string, timeout?: number) =>
      expect(page.getByText(text, { exact: true })).toBeAttached({ timeout });
    await expect(async () => {
      await page.keyboard.press('Escape');
      await handle.focus();
      await page.keyboard.press('Space');
      await announced('Deliverables is over position 2 of 2.', 2000);
    }).toPass({ timeout: 20_000 });
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await announced('Deliverables is over position 1 of 2.', 1000);
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Space');
    await announced('Deliverables dropped at position 1 of 2.');
    await expect(reorderHandles(page).first()).toHaveAccessibleName('Reorder Deliverables');
    const preview = page.getByRole('region', { name: /Preview at/ });
    await expect(preview.getByRole('heading', { level: 3 }).first()).toHaveText('Deliverables');
    await page.getByRole('button', { name: 'Save layout' }).click();
    await expect(page.getByText('Layout saved')).toBeVisible();
    await page.reload();
    await expect(reorderHandles(page).first()).toHaveAccessibleName('Reorder Deliverables');
    const stored = await (await page.request.get(`/api/portals/${portalId}`)).json();
    expect((stored as { sections: { title: string }[] }).sections.map((section) => section.title)).toEqual([
      'Deliverables',
      'Welcome',
    ]);
  });

  await test.step('archive it from the editor, then restore it from the archive', async () => {
    await page.goto(`/dashboard/edit/${portalId}`);
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const archiveDialog = page.getByRole('dialog', { name: 'Archive portal?' });
    await archiveDialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('This portal is archived, so it is read-only')).toBeVisible();

    await page.goto('/dashboard/archive');
    const archived = page.getByRole('article', { name: 'Acme rebrand' });
    await expect(archived).toBeVisible();
    await archived.getByRole('button', { name: 'Restore Acme rebrand' }).click();
    await expect(page.getByText('Acme rebrand restored')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing archived' })).toBeVisible();

    await page.goto('/dashboard/portals');
    const card = page.getByRole('article', { name: 'Acme rebrand' });
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText('PIN')).toBeVisible();
    await expect(page.getByText('1 of 10 active portals')).toBeVisible();
  });
});
