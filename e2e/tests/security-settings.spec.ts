import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { newAccount, register, signIn } from '../fixtures/accounts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The 6-digit code an authenticator app shows for a setup key (RFC 6238: SHA-1, 30 s), `steps` periods ahead. */
function totp(setupKey: string, steps = 0): string {
  let bits = '';
  for (const char of setupKey.replace(/\s/g, '').toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

test('a creator turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({ page }) => {
  // Three sign-ins and a setup: a long journey on a busy machine.
  test.slow();
  const account = await register(page);
  await page.goto('/dashboard/settings?tab=security');
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
  await expect(page.getByText('No passkeys yet')).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await confirm.getByLabel('Current password').fill('not my password');
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The current password is not correct.');
  await confirm.getByLabel('Current password').fill(account.password);
  await confirm.getByRole('button', { name: 'Continue' }).click();

  const setup = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const setupKey = (await setup.getByLabel('Setup key', { exact: true }).textContent()) ?? '';
  expect(setupKey.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  await setup.getByLabel('6-digit code').fill(totp(setupKey));
  await setup.getByRole('button', { name: 'Turn on' }).click();

  const done = page.getByRole('dialog', { name: 'Two-factor sign-in is on' });
  const codes = done.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await expect(done.getByRole('button', { name: 'Copy recovery codes' })).toBeVisible();
  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('clientdock-recovery-codes.txt');
  await done.getByRole('button', { name: 'I saved my recovery codes' }).click();
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('On', { exact: true })).toBeVisible();

  // The password alone no longer opens the account.
  await signOut(page);
  await signIn(page, account);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not valid');
  await code.fill(totp(setupKey));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-up shows how strong the password is and refuses a common one', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Email').fill(account.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('12345678');
  await expect(page.getByText(/Password strength: Very weak/)).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password is too common. Choose one that is harder to guess.');

  await password.fill('plum-vortex-41-lantern');
  await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
