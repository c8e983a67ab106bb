import { expect, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { grantPlan } from '../fixtures/plans';

test('the creator opens a PIN portal as client without its PIN and counts no view, then reveals and copies the PIN', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };
  const creator = page.context().request;
  const account = newAccount('preview');
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
      name: 'Harbor identity',
      accessType: 'pin',
      pin: '482913',
      status: 'active',
      sections: [{ id: 'intro', type: 'content', title: 'Welcome', html: '<p>The first logo concepts are in.</p>' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; uuid: string; shareUrl: string };

  // Open as client: a new tab shows the portal itself, not its PIN screen, under the preview bar.
  await page.goto(`/dashboard/edit/${portal.id}?tab=share`);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open as client' }).last().click(),
  ]);
  const bar = preview.getByRole('region', { name: 'Preview' });
  await expect(bar).toContainText('you are seeing what your client sees. Views are not counted');
  await expect(preview.getByRole('heading', { name: 'Harbor identity' })).toBeVisible();
  await expect(preview.getByText('The first logo concepts are in.')).toBeVisible();
  await expect(preview.getByRole('textbox', { name: /PIN/ })).toHaveCount(0);
  expect(preview.url()).not.toContain('preview=');
  await expect(bar.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
    'href',
    new RegExp(`/dashboard/edit/${portal.id}$`),
  );
  // A reload stays in the preview (its cookie), and still counts nothing.
  await preview.reload();
  await expect(preview.getByText('The first logo concepts are in.')).toBeVisible();
  await expect(bar).toBeVisible();
  const read = await creator.get(`/api/portals/${portal.id}`);
  expect(((await read.json()) as { counts: { views: number } }).counts.views).toBe(0);
  await preview.close();

  // A client with the plain link still meets the PIN.
  const client = await browser.newContext({ baseURL });
  const clientPage = await client.newPage();
  await clientPage.goto(portal.shareUrl);
  await expect(clientPage.getByRole('textbox', { name: /PIN/ })).toBeVisible();
  await expect(clientPage.getByText('The first logo concepts are in.')).toHaveCount(0);
  await client.close();

  // The share panel: Show PIN, Copy PIN, Copy invitation.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.getByRole('button', { name: 'Show PIN' }).click();
  await expect(page.getByTestId('portal-pin')).toHaveText('482913');
  await page.getByRole('button', { name: 'Copy PIN' }).click();
  await expect(page.getByText('PIN copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('482913');
  await page.getByRole('button', { name: 'Copy invitation' }).click();
  await expect(page.getByText('Invitation copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `Here is "Harbor identity":\n${portal.shareUrl}\nPIN: 482913`,
  );
});
