import { expect } from '@playwright/test';
import { newAccount, register } from '../fixtures/accounts';
import { testOnOwnInstance } from '../fixtures/own-instance';

// An instance without a payment provider, as most self-hosted ones are: its own server, started without the
// Stripe variables the shared server has.
const test = testOnOwnInstance;

test('without payments, the plan tab sends a creator to the administrator, who grants the plan', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The first account is the instance's super admin; it gives the instance a support address.
  await register(page, newAccount('operator'));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/settings');
  await page.getByLabel('Support email').fill('help@studio.test');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const creatorPage = await context.newPage();
  const creator = await register(creatorPage, newAccount('selfhosted'));
  await creatorPage.goto('/dashboard/settings?tab=plan');
  await expect(creatorPage.getByText(/Plans on this instance are set by its administrator/)).toBeVisible();
  await expect(creatorPage.getByRole('link', { name: 'help@studio.test' })).toHaveAttribute(
    'href',
    'mailto:help@studio.test',
  );
  await expect(
    creatorPage.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Ask for Pro' }),
  ).toHaveAttribute('href', /^mailto:help@studio\.test\?subject=/);
  await expect(creatorPage.getByRole('button', { name: /^Upgrade to/ })).toHaveCount(0);
  await expect(creatorPage.getByRole('region', { name: 'Billing' })).toHaveCount(0);

  // The plan API refuses too: no account gives itself a paid plan.
  const own = await creatorPage.request.post('/api/billing/plan', {
    headers: { origin: baseURL as string },
    data: { plan: 'pro' },
  });
  expect(own.status()).toBe(403);

  // The administrator grants Pro; the creator's plan tab shows it.
  const list = await page.request.get('/api/admin/creators');
  const { creators } = (await list.json()) as { creators: { id: string; email: string }[] };
  const id = creators.find((c) => c.email === creator.email)?.id;
  const granted = await page.request.patch(`/api/admin/creators/${id}`, {
    headers: { origin: baseURL as string },
    data: { plan: 'pro' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  await creatorPage.reload();
  await expect(
    creatorPage.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  await context.close();

  // A visitor's pricing page says how a plan is had here, with the administrator's address, instead of selling one.
  const visitor = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/pricing');
  // The page arrives drawn for this instance, the administrator's address in it, before any of the app's code runs.
  const html = visitorPage.locator('html');
  const pro = visitorPage.getByRole('article', { name: 'Pro plan' });
  await expect(pro.getByText(/To get Pro on this instance, ask your administrator/)).toBeVisible();
  await expect(pro.getByRole('link', { name: 'help@studio.test' })).toHaveAttribute('href', 'mailto:help@studio.test');
  await expect(pro.getByRole('link', { name: 'Choose Pro' })).toHaveCount(0);
  await expect(pro.getByText('$14.99')).toBeVisible();
  await expect(html).not.toHaveAttribute('data-app-ready', 'true');
  // Reached for, the app takes the page over as it is: the same plans, the same address.
  await visitorPage.mouse.move(20, 20);
  await expect(html).toHaveAttribute('data-app-ready', 'true');
  await expect(pro.getByRole('link', { name: 'help@studio.test' })).toHaveAttribute('href', 'mailto:help@studio.test');
  await expect(pro.getByRole('link', { name: 'Choose Pro' })).toHaveCount(0);

  // The administrator turns prices off: the pricing page lists the plans without them.
  await page.goto('/admin/settings');
  await page.getByRole('switch', { name: /Show prices/ }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await visitorPage.reload();
  await expect(html).toHaveAttribute('data-prices', 'hidden');
  await expect(pro.getByText(/ask your administrator/)).toBeVisible();
  await expect(visitorPage.getByText('$14.99')).toHaveCount(0);
  await expect(html).not.toHaveAttribute('data-app-ready', 'true');
  await visitor.close();
});
