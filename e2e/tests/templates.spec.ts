import { expect, test } from '@playwright/test';
import { newAccount, OPERATOR, register, signIn } from '../fixtures/accounts';
import { subscribe } from '../fixtures/checkout';
import { openPublicPage } from '../fixtures/public-page';

test('a visitor browses the marketplace, signs up through "Use this template" and lands in the new portal', async ({
  page,
}) => {
  // Sign-up and a new portal on top of browsing: longer than the default for one page.
  test.setTimeout(180_000);
  await openPublicPage(page, '/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Template marketplace' })).toBeVisible();
  await expect(page).toHaveTitle(/Template marketplace/);

  // Narrow the catalogue, then open a template from its card.
  await page.getByRole('button', { name: 'Consulting' }).click();
  await expect(page).toHaveURL(/category=consulting/);
  const card = page.getByRole('link', { name: /Consulting Proposal/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: /Legal Documents/ })).toHaveCount(0);
  await card.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Consulting Proposal' })).toBeVisible();
  const preview = page.getByLabel('Layout preview');
  await expect(preview.getByText('Proposal for Your Client')).toBeVisible();
  await expect(preview.getByRole('combobox', { name: 'Approval status *' })).toBeVisible();

  // Not signed in: "Use this template" goes through sign-up and comes back to carry on.
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=/);
  const account = newAccount('tpl');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const dialog = page.getByRole('dialog', { name: /Use “Consulting Proposal”/ });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/marketplace\/sample-consulting-proposal$/);
  await dialog.getByLabel('Client name').fill('Acme Corp');
  await expect(dialog.getByLabel('Portal name')).toHaveValue('Acme Corp: Consulting Proposal');
  await dialog.getByRole('button', { name: 'Create portal' }).click();

  await expect(page).toHaveURL(/\/dashboard\/edit\/[^/?]+\?tab=sections$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp: Consulting Proposal' })).toBeVisible();
  await expect(page.getByText('Proposal for Acme Corp')).toBeVisible();
  await expect(page.getByText('Your decision')).toBeVisible();
  await expect(page.getByText(/\{\{clientName\}\}/)).toHaveCount(0);
});

test('a Pro creator shares a layout as a template; an admin approves it and it appears in the marketplace', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people (creator, admin, visitor) and a plan change.
  test.setTimeout(180_000);
  const templateName = `Studio handover ${Math.random().toString(36).slice(2, 7)}`;

  // A creator on the Pro plan builds a portal and saves its layout from the editor.
  await register(page, newAccount('maker'));
  await subscribe(page, 'Pro');
  const created = await page.request.post('/api/portals', {
    headers: { origin: baseURL as string },
    data: {
      name: 'Handover base',
      status: 'draft',
      sections: [
        { id: 'hero', type: 'hero', title: 'Handover for {{clientName}}' },
        { id: 'files', type: 'files', title: 'Final files' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const portal = (await created.json()) as { id: string };
  await page.goto(`/dashboard/edit/${portal.id}`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByLabel('Template name').fill(templateName);
  await dialog.getByLabel('Short description').fill('Deliver final files with a clean handover page.');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`${templateName} was saved and sent for review.`)).toBeVisible();

  // Pending: not in the marketplace yet.
  const visitor = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const visitorPage = await visitor.newPage();
  await openPublicPage(visitorPage, `/marketplace?q=${encodeURIComponent(templateName)}`);
  await expect(visitorPage.getByText(/No templates match/)).toBeVisible();

  // The operator approves it from Template Management.
  const admin = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const adminPage = await admin.newPage();
  await signIn(adminPage, OPERATOR);
  await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
  await adminPage.goto('/admin/templates');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Template Management' })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Search templates' }).fill(templateName);
  const item = adminPage.getByRole('article', { name: templateName });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${templateName} is approved and listed in the marketplace`)).toBeVisible();

  // Now listed, and its page opens for everyone.
  await openPublicPage(visitorPage, `/marketplace?q=${encodeURIComponent(templateName)}`);
  const card = visitorPage.getByRole('link', { name: new RegExp(templateName) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
  await expect(visitorPage.getByLabel('Layout preview').getByText('Handover for Your Client')).toBeVisible();
  await visitor.close();
  await admin.close();
});
