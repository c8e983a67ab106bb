import { expect, test } from '@playwright/test';
import { newAccount } from '../fixtures/accounts';
import { mailTo } from '../fixtures/mailbox';
import { grantPlan } from '../fixtures/plans';
import { samplePng } from '../fixtures/sample-files';
import { cookieHeader, tusUpload } from '../fixtures/tus-upload';

const stamp = Date.now();
const ANA = `ana-${stamp}@clientdock.test`;
const BEN = `ben-${stamp}@clientdock.test`;

test('the creator sends a portal to two clients, one comments from a phone, the other is reminded, and the first is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = { origin: baseURL };

  // The creator: an email-code portal with one image.
  const creator = page.context().request;
  const account = newAccount('recipients');
  const signUp = await creator.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { name: `${account.firstName} ${account.lastName}`, email: account.email, password: account.password },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  // PIN and email-code portals come with the Pro plan.
  await grantPlan(baseURL, account.email, 'pro');
  const created = await creator.post('/api/portals', {
    headers: origin,
    data: { name: 'Autumn lookbook', accessType: 'email', status: 'active' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const portal = (await created.json()) as { id: string };
  const cookie = await cookieHeader(creator, baseURL);
  await tusUpload({ baseURL, cookie, portalId: portal.id, name: 'cover.png', type: 'image/png', data: samplePng() });

  // Send to client, to both addresses at once, from the share tab.
  await page.goto(`/dashboard/edit/${portal.id}?tab=share`);
  await page.getByRole('button', { name: 'Send to client' }).first().click();
  const send = page.getByRole('dialog', { name: 'Send to client' });
  const addresses = send.getByRole('combobox', { name: 'Client email addresses' });
  for (const address of [ANA, BEN]) {
    await addresses.fill(address);
    await addresses.press('Enter');
  }
  await send.getByRole('textbox', { name: 'Personal message (optional)' }).fill('The lookbook is ready for you.');
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  const results = send.getByRole('list', { name: 'Sending results' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByText('Sent', { exact: true })).toHaveCount(2);
  await send.getByRole('button', { name: 'Done' }).click();

  // Ana opens her personal link on a phone: no code asked, and comments.
  const invitation = await mailTo(creator, ANA, (mail) => /\?r=/.test(mail.text));
  const personalLink = invitation.text.match(/https?:\/\/\S+\?r=[\w-]+/)?.[0];
  expect(personalLink).toBeTruthy();
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await client.goto(personalLink as string);
  await expect(client.getByRole('list', { name: 'Files' }).first()).toBeVisible();
  await expect(client).not.toHaveURL(/\?r=/);
  const feedback = client.getByRole('region', { name: /Feedback/ });
  await feedback.getByLabel('Your comment').fill('Lovely. Can the cover be warmer?');
  const name = feedback.getByLabel('Your name');
  if (await name.isVisible()) await name.fill('Ana Client');
  await feedback.getByRole('button', { name: 'Post comment' }).click();
  await expect(feedback.getByText('Lovely. Can the cover be warmer?')).toBeVisible();

  // The creator's Recipients tab: Ben, who has not opened, comes first; Ana has responded.
  await page.goto(`/dashboard/edit/${portal.id}?tab=recipients`);
  const waiting = page.getByRole('region', { name: 'Hasn’t opened yet (1)' });
  const opened = page.getByRole('region', { name: 'Opened (1)' });
  // The status moves when the server has handled the comment; each look reloads the tab, and gives the page time
  // to draw on a busy machine before looking again.
  await expect(async () => {
    await page.reload();
    await expect(opened.getByRole('listitem', { name: ANA })).toContainText('Responded', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(waiting.getByRole('listitem', { name: BEN })).toContainText('Hasn’t opened yet');
  const groups = page.getByRole('region', { name: /\(\d+\)$/ });
  await expect(groups.first()).toHaveAccessibleName('Hasn’t opened yet (1)');

  // Remind Ben: the reminder arrives.
  await waiting.getByRole('button', { name: `Remind ${BEN}` }).click();
  await expect(page.getByText(`Reminder sent to ${BEN}`)).toBeVisible();
  const reminder = await mailTo(creator, BEN, (mail) => mail.subject.startsWith('Reminder:'));
  expect(reminder.subject).toBe('Reminder: Autumn lookbook is waiting for you');
  expect(reminder.text).toMatch(/\?r=[\w-]+/);

  // Revoke Ana: reloading her page shows the lock again.
  await opened.getByRole('button', { name: `Revoke ${ANA}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke ${ANA}?` });
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText(`${ANA} can no longer open this portal`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: ANA })).toHaveCount(0);
  await client.reload();
  await expect(client.getByRole('heading', { name: 'Confirm your email to open this portal' })).toBeVisible();
  await expect(client.getByRole('list', { name: 'Files' })).toHaveCount(0);
  await phone.close();
});
