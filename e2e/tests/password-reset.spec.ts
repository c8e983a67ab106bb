import { type APIRequestContext, expect, test } from '@playwright/test';
import { newAccount, register, signIn } from '../fixtures/accounts';
import { linkIn } from '../fixtures/mailbox';

/** The reset link mailed to `to`. */
const resetLinkFor = (request: APIRequestContext, to: string) =>
  linkIn(request, to, /https?:\/\/\S+\/reset-password\?token=\S+/);

test('a creator who forgot their password resets it from the mailed link and signs in with the new one', async ({
  browser,
  page,
}) => {
  // Two browsers and three sign-ins: longer than most journeys on a busy machine.
  test.slow();
  const account = await register(page);

  // Another browser, signed out: the person who forgot.
  const context = await browser.newContext();
  const forgetful = await context.newPage();
  await forgetful.goto('/login');
  await forgetful.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(forgetful.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await forgetful.getByLabel('Email').fill(account.email);
  await forgetful.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgetful.getByText('If an account exists for that address, we sent a link')).toBeVisible();

  const link = await resetLinkFor(forgetful.request, account.email);
  await forgetful.goto(link);
  const newPassword = `${account.password}-renewed`;
  await forgetful.getByLabel('New password', { exact: true }).fill(newPassword);
  await forgetful.getByLabel('Confirm new password').fill(newPassword);
  await forgetful.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgetful).toHaveURL(/\/login\?passwordReset=true$/);
  await expect(forgetful.getByText('Your password was reset')).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(forgetful, account);
  await expect(forgetful.getByRole('alert')).toBeVisible();
  await signIn(forgetful, { email: account.email, password: newPassword });
  await expect(forgetful).toHaveURL(/\/dashboard$/);

  // The browser that was signed in before the reset is signed out.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);

  // The link works once.
  await forgetful.goto(link);
  await forgetful.getByLabel('New password', { exact: true }).fill('yet another new secret');
  await forgetful.getByLabel('Confirm new password').fill('yet another new secret');
  await forgetful.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgetful.getByRole('alert')).toContainText('expired or was already used');
  await expect(forgetful.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await context.close();
});

test('asking for a reset of an address without an account looks the same', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(newAccount('nobody').email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, we sent a link')).toBeVisible();
});
