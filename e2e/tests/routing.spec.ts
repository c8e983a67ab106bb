import { expect, test } from '@playwright/test';
import { register } from '../fixtures/accounts';

test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
});

test('a guarded page sends an anonymous visitor to register, then back where they were going', async ({ page }) => {
  await page.goto('/dashboard/portals');
  await expect(page).toHaveURL(/\/register\?redirect=%2Fdashboard%2Fportals|\/register\?redirect=\/dashboard\/portals/);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Redirect');
  await page.getByLabel('Email').fill(`robin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@clientdock.test`);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/portals$/);
});

test('a signed-in creator visiting / or /login goes to the dashboard', async ({ page }) => {
  await register(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the theme toggle cycles light, dark, auto and survives a reload', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /^Theme:/ }).first();
  await page.evaluate(() => localStorage.removeItem('clientdock-theme'));
  await page.reload();
  await expect(toggle).toHaveAccessibleName(/Theme: auto/i);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: light/i);
  const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Theme: dark/i);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
  expect(lightBg).not.toBe('rgb(18, 18, 18)');
  expect(await page.evaluate(() => localStorage.getItem('clientdock-theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Theme:/ }).first()).toHaveAccessibleName(/Theme: dark/i);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');
});

test('a settings address names its tab, and the tab shows whole in the tab row', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  for (const [value, name] of [
    ['security', 'Security'],
    ['notifications', 'Notifications'],
    ['portal-defaults', 'Portal defaults'],
    ['plan', 'Plan'],
    ['api', 'API'],
  ]) {
    await page.goto(`/dashboard/settings?tab=${value}`);
    const tab = page.getByRole('tab', { name, exact: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // On a phone the tabs scroll sideways: the chosen one must end inside the row, not under its scroll button.
    const shownWhole = () =>
      tab.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const row = element.closest('.MuiTabs-scroller')?.getBoundingClientRect();
        return Boolean(row && box.left >= row.left - 1 && box.right <= row.right + 1);
      });
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(shownWhole, { message: name }).toBe(true);
    // Still whole once the row has settled (a scroll button that appears later narrows it).
    await page.waitForTimeout(300);
    expect(await shownWhole(), name).toBe(true);
  }
});
