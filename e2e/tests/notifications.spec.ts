import { expect, test } from '@playwright/test';
import { register } from '../fixtures/accounts';

test('a client comment reaches the open dashboard live; the creator opens it and marks all read', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };
  await register(page);
  const created = await page.request.post('/api/portals', {
    headers: origin,
    data: { name: 'Spring catalogue', accessType: 'link', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string; uuid: string };

  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The client, in a browser of their own, opens the link and comments.
  const client = await browser.newContext({ baseURL });
  const opened = await client.request.get(`/api/public/portals/${portal.uuid}`);
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const comment = await client.request.post(`/api/public/portals/${portal.uuid}/comments`, {
    headers: origin,
    data: { name: 'Dana Client', body: 'Can the cover be warmer?' },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await client.close();

  // No reload: the view and the comment arrive over the stream and raise the badge.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 15_000 });

  await bell.click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  const item = menu.getByRole('button', { name: /^Unread: .*comment/i });
  await expect(item).toBeVisible();
  await expect(menu.getByText('Just now').first()).toBeVisible();
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/edit/${portal.id}\\?tab=activity&activity=comments`));
  await expect(page.getByText('Can the cover be warmer?')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await menu.getByRole('button', { name: 'Mark all read' }).click();
  await expect(menu.getByRole('button', { name: /^Unread:/ })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Read stays read after a reload: the server really marked them.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
});
