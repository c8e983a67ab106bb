import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newAccount, register } from '../fixtures/accounts';
import { subscribe } from '../fixtures/checkout';
import { mailTo } from '../fixtures/mailbox';

/** The invitation link mailed to `to`. */
async function invitationLinkFor(request: APIRequestContext, to: string): Promise<string> {
  const pattern = /https?:\/\/\S+\/team\/accept-invitation\?id=\S+/;
  const mail = await mailTo(request, to, (m) => m.subject.startsWith("You're invited") && pattern.test(m.text));
  return mail.text.match(pattern)?.[0] as string;
}

async function invite(page: Page, email: string, role: 'Team Editor' | 'Team Viewer') {
  await page.getByRole('button', { name: 'Invite teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a teammate' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('radio', { name: new RegExp(role) }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: email })).toBeVisible();
}

/** A person new to ClientDock follows the mailed link in a browser of their own, registers and joins. */
async function acceptAsNewPerson(browser: Browser, page: Page, baseURL: string, email: string, firstName: string) {
  const link = await invitationLinkFor(page.request, email);
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const member = await context.newPage();
  await member.goto(new URL(link).pathname + new URL(link).search);
  await expect(member.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await member.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await member.getByLabel(/^Password/).fill('team-member-secret-1');
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member).toHaveURL(/\/dashboard\/assigned$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Assigned Portals' })).toBeVisible();
  return { context, page: member };
}

test('an agency owner builds a team: the invited editor makes a portal, the viewer can only look at it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three people and two of them registering: longer than a one-person journey.
  test.setTimeout(180_000);
  // The owner pays for the Agency plan from the plan page, the product's own path to teams.
  await register(page, newAccount('owner'));
  await subscribe(page, 'Agency');

  await page.goto('/dashboard/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const editorEmail = newAccount('editor').email;
  const viewerEmail = newAccount('viewer').email;
  await invite(page, editorEmail, 'Team Editor');
  await invite(page, viewerEmail, 'Team Viewer');

  // The editor joins through the mailbox link and creates a portal, which is assigned to them.
  const editor = await acceptAsNewPerson(browser, page, baseURL as string, editorEmail, 'Eddie');
  await editor.page.goto('/dashboard/portals?new=1');
  const dialog = editor.page.getByRole('dialog', { name: 'New portal' });
  await dialog.getByLabel('Portal name').fill('Spring campaign');
  await dialog.getByRole('button', { name: 'Create portal' }).click();
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
  const portalPath = new URL(editor.page.url()).pathname;
  await editor.page.goto('/dashboard/assigned');
  await expect(editor.page.getByRole('article', { name: 'Spring campaign' })).toBeVisible();

  // The owner sees it among the team's portals and gives the viewer access to it.
  const viewer = await acceptAsNewPerson(browser, page, baseURL as string, viewerEmail, 'Vera');
  await page.goto(`${portalPath}?tab=team`);
  await page.getByRole('checkbox', { name: new RegExp(viewerEmail) }).check();
  await page.getByRole('button', { name: 'Save team access' }).click();
  await expect(page.getByText('Team access saved')).toBeVisible();

  // The viewer finds it in Assigned Portals, opens it read-only, and the server refuses any change.
  await viewer.page.goto('/dashboard/assigned');
  const card = viewer.page.getByRole('article', { name: 'Spring campaign' });
  await expect(card.getByText('View only')).toBeVisible();
  await card.getByRole('link', { name: 'View Spring campaign' }).click();
  await expect(viewer.page.getByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
  await expect(
    viewer.page.getByText('Your Team Viewer role lets you view this portal but not change it.'),
  ).toBeVisible();
  await expect(viewer.page.getByLabel('Portal name')).toBeDisabled();
  await expect(viewer.page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  const portalId = portalPath.split('/').pop() as string;
  const attempt = await viewer.page.request.patch(`/api/portals/${portalId}`, {
    data: { name: 'Renamed by viewer' },
    headers: { origin: baseURL as string },
  });
  expect(attempt.status()).toBe(403);

  await editor.context.close();
  await viewer.context.close();
});
