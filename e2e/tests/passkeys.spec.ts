import { test as base, expect } from '@playwright/test';
import { newAccount, register } from '../fixtures/accounts';
import { type Instance, startOwnInstance } from '../fixtures/own-instance';

// Browsers make passkeys only for a domain name, never for an IP address like the shared server's 127.0.0.1,
// so this journey runs on an instance of its own named localhost (still on the loopback interface).
const test = base.extend<object, { instance: Instance }>({
  instance: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
    async ({}, use) => {
      const instance = await startOwnInstance({ hostname: 'localhost' });
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ instance }, use) => use(instance.baseURL),
});

test('a creator adds a passkey, signs in with it instead of a password, and removes it', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  // Chromium's virtual authenticator stands in for the device: it makes and keeps the key and answers the prompts.
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // The first account of an instance is its admin; the creator is the second.
  const operator = newAccount('operator');
  const signUp = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL ?? '' },
    data: { name: 'Operator', email: operator.email, password: operator.password },
  });
  expect(signUp.ok()).toBe(true);
  await context.clearCookies();
  const account = await register(page);

  await page.goto('/dashboard/settings?tab=security');
  await expect(page.getByText('No passkeys yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Name').fill('Work laptop');
  await add.getByLabel('Current password').fill(account.password);
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added. You can sign in with it next time.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Work laptop')).toBeVisible();

  // Signed out, the passkey alone signs the creator back in.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Removing it asks for the password again, and the list is empty after.
  await page.goto('/dashboard/settings?tab=security');
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Work laptop?' });
  await remove.getByLabel('Current password').fill(account.password);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(page.getByText('No passkeys yet')).toBeVisible();
});
