import { expect, test } from '@playwright/test';
import { newAccount, OPERATOR, register, signIn } from '../fixtures/accounts';

test('a creator registers, lands on the dashboard, signs out and signs back in', async ({ page }) => {
  const account = await register(page);
  await expect(page.getByRole('heading', { name: new RegExp(`${account.firstName}`) })).toBeVisible();
  await expect(page.getByText('0 of 3', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  const account = newAccount();
  await register(page, account);
  await page.context().clearCookies();
  await signIn(page, { email: account.email, password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('registration shows field errors before sending', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
});

test('the instance operator is sent to the admin dashboard', async ({ page }) => {
  await signIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
