import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { register, signIn } from '../fixtures/accounts';
import { makePng } from '../fixtures/files';
import { linkIn } from '../fixtures/mailbox';
import { grantPlan } from '../fixtures/plans';

/** The verification link mailed to `to`. */
const verificationLinkFor = (request: APIRequestContext, to: string) =>
  linkIn(request, to, /https?:\/\/\S+verify-email\S+/);

test('a creator renames themself and the account menu shows the new name', async ({ page }) => {
  const account = await register(page);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue(account.firstName);
  await firstName.fill('Robin');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`Robin ${account.lastName}`, { exact: true })).toBeVisible();
});

test('a logo uploaded on the branding page leads the client portal', async ({ page, browser, baseURL }) => {
  // Sign-up, a plan, an upload and a second browser: over a minute on a busy machine.
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const account = await register(page);
  // Custom branding comes with the Pro plan.
  await grantPlan(baseURL, account.email, 'pro');
  await page.goto('/dashboard/branding');
  await page.getByLabel('Choose a logo file').setInputFiles({
    name: 'studio-logo.png',
    mimeType: 'image/png',
    buffer: makePng(300, 100),
  });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();

  await page.goto('/dashboard/portals');
  await page.getByRole('button', { name: 'Create your first portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New portal' });
  await dialog.getByLabel('Portal name').fill('Logo check');
  await expect(dialog.getByRole('radio', { name: 'Open link' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Publish now' }).check();
  await dialog.getByRole('button', { name: 'Create portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logo check' })).toBeVisible();
  const shareUrl = await page.getByRole('link', { name: 'Open as client' }).getAttribute('href');
  expect(shareUrl).toBeTruthy();

  // The client has no account and opens the link on a device of their own.
  const client = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const portal = await client.newPage();
  await portal.goto(new URL(shareUrl as string, baseURL).pathname);
  await expect(portal.getByRole('heading', { level: 1, name: 'Logo check' })).toBeVisible();
  const logo = portal.getByRole('banner').getByRole('img', { name: /logo$/ });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await client.close();
});

test('a creator changes their email, follows the mailed link and signs in with the new address', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, a mailed link and four sign-ins: three times the usual time when the machine is busy.
  test.slow();
  const account = await register(page);
  const newEmail = `moved-${randomUUID().slice(0, 8)}@clientdock.test`;
  await page.goto('/dashboard/settings?tab=email');
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  const link = await verificationLinkFor(page.request, newEmail);

  // The link is opened where the mail is read: another browser, which is not signed in.
  const mailReader = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const elsewhere = await mailReader.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/login\?emailVerified=true$/);
  await expect(elsewhere.getByText('Your email is verified. Sign in with your new address.')).toBeVisible();
  await signIn(elsewhere, { email: newEmail, password: account.password });
  await expect(elsewhere).toHaveURL(/\/dashboard$/);
  await mailReader.close();

  // Following the link signed out every other session: the settings screen notices and sends this one to sign in.
  await expect(page).toHaveURL(/\/login\?emailVerified=true$/, { timeout: 20_000 });
  await signIn(page, { email: account.email, password: account.password });
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, { email: newEmail, password: account.password });
  await expect(page).toHaveURL(/\/dashboard$/);
});
