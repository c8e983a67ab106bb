import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OPERATOR } from '../fixtures/accounts';
import { openPublicPage } from '../fixtures/public-page';

// Every public page, with a heading only that page has.
const PUBLIC_PAGES: Array<{ path: string; heading: string }> = [
  { path: '/', heading: 'Branded client portals your clients open without an account' },
  { path: '/features', heading: 'Everything a client hand-off needs' },
  { path: '/pricing', heading: 'Simple plans that grow with your client list' },
  { path: '/security', heading: 'How ClientDock keeps your clients’ files private' },
  { path: '/integrations', heading: 'Connect ClientDock to the way you already work' },
  { path: '/about', heading: 'Client work deserves a better hand-off' },
  { path: '/careers', heading: 'Work on ClientDock' },
  { path: '/help', heading: 'How can we help?' },
  { path: '/contact', heading: 'Talk to us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/blog', heading: 'Notes on client work' },
  { path: '/docs', heading: 'ClientDock documentation' },
  { path: '/status', heading: 'Status' },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((mode) => localStorage.setItem('clientdock-theme', mode), theme);
}

test.describe('every public page has its own content', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders its own heading, in the first response too`, async ({ page, request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const html = await first.text();
      // Prerendered: the heading is in the HTML before any script runs, and so is the page's own title.
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(heading)}</h1>`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/ClientDock/);
    });
  }
});

test('the app takes over prerendered pages without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/pricing', '/contact', '/help', '/docs']) {
    await openPublicPage(page, path);
    await expect(page.locator('#root h1')).toHaveCount(1);
  }
  // Theme toggle and the visitor's menu work once the page is live.
  await page.getByRole('button', { name: /^Theme: auto/ }).click();
  await expect(page.getByRole('button', { name: /^Theme: light/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('plans lead to sign-up', () => {
  for (const [button, url, chosen] of [
    ['Start for free', /\/register$/, null],
    ['Choose Pro', /\/register\?plan=pro$/, 'Pro · $14.99 per month'],
    ['Choose Agency', /\/register\?plan=agency$/, 'Agency · $49.99 per month'],
  ] as const) {
    test(`${button} on the pricing page`, async ({ page }) => {
      await openPublicPage(page, '/pricing');
      await page.getByRole('region', { name: 'Plans' }).getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      if (chosen) await expect(page.getByRole('region', { name: 'Chosen plan' })).toContainText(chosen);
    });
  }

  test('the landing page’s pricing section links the same way', async ({ page }) => {
    await page.goto('/');
    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/register?plan=pro');
    await expect(pricing.getByRole('link', { name: 'Choose Agency' })).toHaveAttribute('href', '/register?plan=agency');
    await expect(pricing.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/register');
  });
});

test('the demo dialog opens and closes with the keyboard', async ({ page }) => {
  await openPublicPage(page, '/');
  const watch = page.getByRole('button', { name: 'Watch demo' });
  await watch.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'How ClientDock works' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/register');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
});

test('a visitor who asks for less motion gets buttons and dialogs that do not animate', async ({ page }) => {
  await openPublicPage(page, '/');
  const watch = page.getByRole('button', { name: 'Watch demo' });
  const transition = (element: Element) => Number.parseFloat(getComputedStyle(element).transitionDuration);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await watch.evaluate(transition)).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await watch.evaluate(transition)).toBeLessThan(0.001);

  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'How ClientDock works' });
  await expect(dialog).toBeVisible();
  // The fade MUI writes inline on the dialog's container is cut short too.
  const container = dialog.locator('xpath=..');
  await expect(container).toHaveAttribute('style', /transition: opacity/);
  expect(await container.evaluate(transition)).toBeLessThan(0.001);
});

test('a visitor who only reads downloads no app code; a button pressed before the app is in still works', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('clientdock-theme', 'auto'));
  await page.clock.setFixedTime(new Date('2026-06-01T10:00:00'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/)]);

  await page.getByRole('button', { name: 'Watch demo' }).dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: 'How ClientDock works' });
  await expect(dialog).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  // The demo is a real video served by the app, seekable (Range) and captioned.
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/demo-poster.jpg');
  const range = await page.request.get('/media/demo.webm', { headers: { range: 'bytes=0-3' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-type']).toBe('video/webm');
  expect([...(await range.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  expect((await page.request.get('/media/demo.vtt')).headers()['content-type']).toMatch(/^text\/vtt/);
});

test('on a page nobody touches, the benefit cards appear by themselves and the auto theme turns dark at 18:00', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('clientdock-theme', 'auto'));
  await page.clock.install({ time: new Date('2026-06-01T17:59:30') });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // No mouse, touch or key: the six cards fade in on their own, with no app code loaded for them.
  const cards = page.getByTestId('benefit-cards');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect.poll(() => cards.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/)]);

  // The auto theme's 60-second re-check runs before the app is in: past 18:00 the app takes over, dark.
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(248, 250, 252)');
  await page.clock.runFor(60_000);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
  await expect.poll(background).toBe('rgb(18, 18, 18)');
});

test('at night a first-time visitor gets the page dark at once, and the app takes it over as it is', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.setFixedTime(new Date('2026-06-01T22:00:00'));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  // The night copy was swapped in by the page itself: no app code yet, and no light copy left behind.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/)]);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'dark');
  await expect(page.locator('#prerendered-dark')).toHaveCount(0);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(18, 18, 18)');
  const heading = await page.getByRole('heading', { level: 1 }).elementHandle();

  await page.mouse.move(2, 2);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  // Hydrated, not drawn afresh: the heading read before the app started is still the one on the page.
  expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await background()).toBe('rgb(18, 18, 18)');
  await page.getByRole('button', { name: /^Theme: auto/ }).click();
  await expect(page.getByRole('button', { name: /^Theme: light/ })).toBeVisible();
  await expect.poll(background).toBe('rgb(248, 250, 252)');
  expect(errors).toEqual([]);
});

test('the help center finds answers as the visitor types', async ({ page }) => {
  await openPublicPage(page, '/help');
  await page.getByRole('searchbox', { name: 'Search the help center' }).fill('custom domain');
  await expect(page.getByRole('button', { name: 'Can portals use my own domain?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I did not receive my code.' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/help\?q=custom\+domain$/);
});

test('the contact form creates a ticket the admin can see', async ({ page, playwright, baseURL }) => {
  const message = `Can I move my instance to PostgreSQL later? (${Date.now()})`;
  await openPublicPage(page, '/contact');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Rosa Parks');
  await page.getByRole('textbox', { name: 'Email' }).fill('rosa@clientdock.test');
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Running my own instance' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your message is on its way' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getByText(/^#[0-9A-F]{8}$/).textContent()) ?? '';

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  try {
    const signIn = await admin.post('/api/auth/sign-in/email', { data: OPERATOR });
    expect(signIn.status()).toBe(200);
    const list = await admin.get('/api/admin/support-tickets');
    expect(list.status()).toBe(200);
    const { tickets } = (await list.json()) as { tickets: Array<Record<string, string>> };
    expect(tickets).toContainEqual(
      expect.objectContaining({
        reference,
        name: 'Rosa Parks',
        email: 'rosa@clientdock.test',
        topic: 'self-hosting',
        message,
        status: 'open',
      }),
    );
  } finally {
    await admin.dispose();
  }
  const anonymous = await page.request.get('/api/admin/support-tickets');
  expect(anonymous.status()).toBe(401);
});

test('search engines get a sitemap and robots.txt with this instance’s address', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /portal/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of PUBLIC_PAGES) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
});

// The phone layout differs in its header, menu, floating button and forms: those pages are checked there too.
const PHONE_AXE_PAGES = new Set(['/', '/pricing', '/help', '/contact']);
// In dark mode what changes is colour: one page of each layout (the legal pages share one, so do the articles).
const DARK_AXE_PAGES = new Set([
  '/',
  '/features',
  '/pricing',
  '/help',
  '/contact',
  '/privacy',
  '/blog',
  '/docs',
  '/status',
]);

test.describe('accessibility', () => {
  // Read-only checks, over a quarter of the browser suite's time: spread over both workers, not left to one at the end.
  test.describe.configure({ mode: 'parallel' });
  for (const theme of ['light', 'dark'] as const) {
    for (const { path, heading } of PUBLIC_PAGES.filter((p) => theme === 'light' || DARK_AXE_PAGES.has(p.path))) {
      test(`axe finds no serious or critical problems on ${path} (${theme})`, async ({ page, isMobile }) => {
        test.skip(isMobile && !PHONE_AXE_PAGES.has(path), 'same layout as on the desktop');
        // Axe walks the whole page: over a minute on the long ones (/docs) when the machine is busy.
        test.slow();
        await useTheme(page, theme);
        // Checked as they rest: no cards half faded in.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openPublicPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        // Live data (status, blog) has arrived.
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const problems = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => {
            const where = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
            return `${violation.id} (${violation.impact}) ${violation.help} at ${where.join(', ')}`;
          });
        expect(problems).toEqual([]);
      });
    }
  }
});
