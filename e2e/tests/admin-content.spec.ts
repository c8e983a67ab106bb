import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newAccount, OPERATOR, register, signIn } from '../fixtures/accounts';
import { subscribe } from '../fixtures/checkout';
import { mailTo } from '../fixtures/mailbox';
import { openPublicPage } from '../fixtures/public-page';

/** The instance operator (its first account, a super admin) in a browser of its own. */
async function signInAsAdmin(browser: Browser, baseURL: string, like: Page) {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize() ?? undefined });
  const page = await context.newPage();
  await signIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { context, page };
}

test('an admin publishes a Markdown post that a visitor reads on the blog, without its script', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, and an admin who signs in: longer than a one-person journey on a busy machine.
  test.setTimeout(180_000);
  const title = `Portals your clients enjoy ${randomUUID().slice(0, 6)}`;
  const admin = await signInAsAdmin(browser, baseURL as string, page);
  try {
    await admin.page.goto('/admin/blog');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Blog Manager' })).toBeVisible();
    await admin.page.getByRole('button', { name: 'New post' }).first().click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await admin.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await admin.page.getByRole('textbox', { name: 'Excerpt' }).fill('Three habits that make sign-off easy.');
    await admin.page
      .getByRole('textbox', { name: 'Post (Markdown)' })
      .fill(
        '## Share early\n\nClients approve **faster** when files sit next to the approve button.\n\n' +
          '- Preview\n- Approve\n\n<script>window.injected = true</script>\n\n' +
          '<img src="x" onerror="window.injected = true">\n\n[Open me](javascript:window.injected=true)',
      );
    // The live preview is the server's rendering: the Markdown shows, the script does not.
    const previewTab = admin.page.getByRole('tab', { name: 'Preview' });
    if (await previewTab.isVisible()) await previewTab.click();
    const preview = admin.page.getByLabel('Preview', { exact: true });
    await expect(preview.getByRole('heading', { name: 'Share early' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('faster');
    await admin.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.page.getByText('Post published')).toBeVisible();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await expect(admin.page).toHaveURL(/\/admin\/blog\?edit=/);
  } finally {
    await admin.context.close();
  }

  // A visitor finds it on the blog and reads it.
  await openPublicPage(page, '/blog');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Share early' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'faster' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText(['Preview', 'Approve']);
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror]')).toHaveCount(0);
  // The javascript: link keeps its text but loses its address.
  await expect(article.locator('a', { hasText: 'Open me' })).not.toHaveAttribute('href', /javascript:/);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('a visitor writes through the contact form and the admin’s answer reaches their mailbox', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const question = `Can I move my instance from SQLite to PostgreSQL later? (${randomUUID().slice(0, 6)})`;
  const email = `visitor-${randomUUID().slice(0, 8)}@clientdock.test`;
  await openPublicPage(page, '/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Rosa Parks');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your message is on its way' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getByText(/^#[0-9A-F]{8}$/).textContent()) ?? '';

  const admin = await signInAsAdmin(browser, baseURL as string, page);
  try {
    await admin.page.goto('/admin/support-tickets');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
    // The contact form has no subject: the ticket is titled by its topic.
    const row = admin.page.getByRole('row').filter({ hasText: question });
    await row.getByRole('link', { name: 'A general question' }).click();
    const dialog = admin.page.getByRole('dialog', { name: new RegExp(reference) });
    await expect(dialog.getByText(question)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Reply to Rosa Parks' })
      .fill('Yes: set DATABASE_URL and run the export and import described in the docs.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.page.getByText(/Reply (emailed|saved)/)).toBeVisible();
    await expect(
      dialog.getByText('Yes: set DATABASE_URL and run the export and import described in the docs.'),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
    await admin.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await admin.page.getByRole('tab', { name: 'Pending' }).click();
    await expect(admin.page.getByRole('row').filter({ hasText: question })).toBeVisible();
  } finally {
    await admin.context.close();
  }

  const mail = await mailTo(page.request, email, (candidate) => candidate.subject.includes(reference));
  expect(mail.subject).toBe(`Re: A general question [${reference}]`);
  expect(mail.text).toContain('Yes: set DATABASE_URL and run the export and import described in the docs.');
  expect(mail.text).toContain(`> ${question}`);
});

test('an admin announces something to Pro creators and a Pro creator sees it in the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 6);
  const title = `Pro files up to 100 MB ${id}`;
  const message = `Uploads on the Pro plan can now be 100 MB each (${id}).`;
  await register(page, newAccount('pro'));
  await subscribe(page, 'Pro');
  await page.goto('/dashboard');

  const admin = await signInAsAdmin(browser, baseURL as string, page);
  try {
    await admin.page.goto('/admin/notifications');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Platform notifications' })).toBeVisible();
    await admin.page.getByRole('combobox', { name: 'Send to' }).click();
    await admin.page.getByRole('option', { name: /^Creators on the Pro plan/ }).click();
    await admin.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await admin.page.getByRole('textbox', { name: 'Message' }).fill(message);
    await admin.page.getByRole('button', { name: 'Send announcement…' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Send this announcement?' });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(admin.page.getByText(/^Sent to \d+/)).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Sent' }).getByText(title)).toBeVisible();
  } finally {
    await admin.context.close();
  }

  // It arrives live in the open dashboard's bell.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/, { timeout: 15_000 });
  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  // Other Pro creators' announcements may be there too; this one is unread, with its message.
  const item = menu.getByRole('button', { name: `Unread: ${title}` });
  await expect(item).toContainText(message);
});
