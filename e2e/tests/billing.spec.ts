import { expect, test } from '@playwright/test';
import { newAccount, register } from '../fixtures/accounts';
import { payOnCheckoutPage, subscribe } from '../fixtures/checkout';

// Payments run against a local stand-in for Stripe (apps/server/test/stripe-stand-in.ts), started beside the
// server by the Playwright configuration: Stripe itself cannot be reached from here. Its pages are plain
// stand-ins for Stripe's hosted checkout and billing portal; the webhooks it sends are signed as Stripe's are.

// Each journey signs up, goes through checkout and waits for the webhook: over a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a Free creator meets the PIN option, pays for Pro through checkout, and makes a PIN portal', async ({ page }) => {
  await register(page, newAccount('pin'));
  await page.goto('/dashboard/portals');
  await page.getByRole('button', { name: 'Create your first portal' }).click();
  let dialog = page.getByRole('dialog', { name: 'New portal' });
  await expect(dialog.getByRole('radio', { name: 'PIN' })).toBeDisabled();
  await expect(dialog.getByText(/PIN and email-code access come with the Pro plan/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=plan/);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Pro?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await payOnCheckoutPage(page);
  await expect(page.getByText('Thank you! You are on the Pro plan now.')).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/portals');
  await page.getByRole('button', { name: 'Create your first portal' }).click();
  dialog = page.getByRole('dialog', { name: 'New portal' });
  await dialog.getByLabel('Portal name').fill('Board pack');
  await dialog.getByRole('radio', { name: 'PIN' }).check();
  await dialog.getByLabel('PIN code').fill('4826');
  await dialog.getByRole('button', { name: 'Create portal' }).click();
  // The editor's code loads on the way: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Board pack' })).toBeVisible({ timeout: 30_000 });
  const portalId = new URL(page.url()).pathname.split('/').pop() as string;
  const portal = (await (await page.request.get(`/api/portals/${portalId}`)).json()) as { accessType: string };
  expect(portal.accessType).toBe('pin');
});

test('a creator pays for Pro, sees the invoice, and cancels in the billing portal', async ({ page }) => {
  await register(page, newAccount('payer'));
  await subscribe(page, 'Pro');

  const billing = page.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText(/^Pro renews on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  const invoices = billing.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByText('$14.99')).toBeVisible();
  await expect(invoices.getByText('Paid')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Current plan' })).toBeDisabled();

  // Cancelling happens on Stripe's billing page; back on ClientDock the account is on Free.
  await billing.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel now' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=plan$/);
  await expect(billing.getByText('Your subscription has ended; you are on the Free plan.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
});

test('choosing Agency on the pricing page leads through sign-up into checkout', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose Agency' }).click();
  await expect(page).toHaveURL(/\/register\?plan=agency$/);
  const account = newAccount('agency');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await payOnCheckoutPage(page);
  await expect(page.getByText('Thank you! You are on the Agency plan now.')).toBeVisible({ timeout: 30_000 });
  // The menu follows the plan: Agency brings the team.
  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
});

test('leaving checkout without paying changes nothing and says so', async ({ page }) => {
  await register(page, newAccount('undecided'));
  await page.goto('/dashboard/settings?tab=plan');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Pro?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Back without paying' }).click();
  // Back from the stand-in's page, the app loads again from the start: give it the time a busy machine needs.
  await expect(page.getByText(/Checkout was canceled and nothing was charged/)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
});
