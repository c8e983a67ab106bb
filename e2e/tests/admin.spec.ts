import { expect, type Page } from '@playwright/test';
import { newAccount, register } from '../fixtures/accounts';
import { mailTo } from '../fixtures/mailbox';
import { testOnOwnInstance } from '../fixtures/own-instance';

// Sign-up approval is instance-wide: this journey runs on an instance of its own, so the other specs'
// sign-ups on the shared server never wait for an approval.
const test = testOnOwnInstance;

function fullName(account: { firstName: string; lastName: string }) {
  return `${account.firstName} ${account.lastName}`;
}

const approvalMailFor = (page: Page, to: string) =>
  mailTo(page.request, to, (mail) => mail.subject === 'Your ClientDock account is approved');

test('an admin approves sign-ups, suspends an account, and finds both in the security log', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The first account on a fresh instance is its super admin.
  await register(page, newAccount('operator'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/settings');
  await page.getByRole('radio', { name: /By approval/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // A new visitor signs up and waits.
  const visitor = newAccount('visitor');
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitorPage = await context.newPage();
  await register(visitorPage, visitor);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(
    visitorPage.getByText('Your account is pending approval. Please wait for admin approval.'),
  ).toBeVisible();

  // The admin approves them from the pending tab.
  await page.goto('/admin/creators?status=pending');
  await page.getByRole('button', { name: `Approve ${fullName(visitor)}` }).click();
  await expect(page.getByText(`${fullName(visitor)} is approved. We emailed them.`)).toBeVisible();
  await approvalMailFor(page, visitor.email);

  // The waiting page lets them in.
  await visitorPage.getByRole('button', { name: 'Check again' }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: new RegExp(visitor.firstName) })).toBeVisible();

  // The admin suspends them; their next request shows why they are out.
  await page.goto('/admin/creators');
  await page.getByRole('searchbox', { name: 'Search' }).fill(visitor.email);
  await page.getByRole('button', { name: `Manage ${fullName(visitor)}` }).click();
  const manage = page.getByRole('dialog', { name: fullName(visitor) });
  await manage.getByRole('button', { name: 'Suspend account' }).click();
  const confirm = page.getByRole('dialog', { name: `Suspend ${fullName(visitor)}?` });
  await confirm.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText(`${fullName(visitor)} is suspended and signed out.`)).toBeVisible();
  await expect(manage.getByText('Suspended', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();

  await visitorPage.goto('/dashboard/portals');
  await expect(visitorPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    visitorPage.getByText('Your account has been suspended. Please contact support for assistance.'),
  ).toBeVisible();
  await context.close();

  // The security log lists the changes, with the account they were made to.
  await page.goto('/admin/security');
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Role, plan and status changes' }).click();
  await expect(page.getByText('Account approved')).toBeVisible();
  await expect(page.getByText('Account suspended')).toBeVisible();
  await expect(page.getByText(visitor.email).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: 'Platform settings' }).click();
  await expect(page.getByText('registrationMode: open → approval')).toBeVisible();
});
