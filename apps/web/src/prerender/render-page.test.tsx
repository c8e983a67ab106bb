// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage } from './render-page';

// What the build writes for each public page (build/prerender.ts): the page itself, not the app shell alone.
describe('prerendering the public pages', () => {
  it('renders a page with its content, head and styles', async () => {
    const page = await renderPage('/pricing');
    expect(page.html).toMatch(/<h1[^>]*>Simple plans that grow with your client list<\/h1>/);
    expect(page.html).toContain('href="/register?plan=pro"');
    expect(page.html).toContain('Sign In');
    // As a first-time visitor sees it by day: no theme chosen (auto), the light palette.
    expect(page.html).toContain('aria-label="Theme: auto (switch to light)"');
    expect(page.styles).toContain('background-color:#f8fafc');
    expect(page.head).toContain('<title>Pricing · ClientDock</title>');
    // emotion's server format, which the browser's emotion adopts instead of inserting the rules again
    expect(page.styles).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(page.styles).toMatch(/<style data-emotion="css [\w-]+( [\w-]+)+">/);
    const firstClass = /class="[^"]*\bcss-([\w-]+)/.exec(page.html)?.[1];
    expect(page.styles).toContain(` ${firstClass}`);
  });

  it('renders the night copy in the dark palette, with the same content', async () => {
    const [day, night] = await Promise.all([renderPage('/pricing'), renderPage('/pricing', 'dark')]);
    expect(night.styles).toContain('background-color:#121212');
    expect(night.styles).not.toContain('background-color:#f8fafc');
    expect(night.html).toContain('aria-label="Theme: auto (switch to light)"');
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(night.html)).toBe(text(day.html));
    expect(night.head).toBe(day.head);
  });

  it('renders the landing page for a visitor who is not signed in', async () => {
    const page = await renderPage('/');
    expect(page.html).toContain('Branded client portals your clients open without an account');
    expect(page.meta.title).toBe('ClientDock: branded client portals for freelancers and agencies');
  });

  it('draws a copy for an instance without payments, the address left for the server to fill in', async () => {
    const page = await renderPage('/pricing', 'light', { billing: 'none', showPrices: false, hasContact: true });
    expect(page.html).toContain('To get Pro on this instance, ask your administrator');
    expect(page.html).toContain('href="mailto:administrator@contact.invalid"');
    expect(page.html).not.toContain('href="/register?plan=pro"');
    expect(page.html).not.toContain('$14.99');
    const withoutContact = await renderPage('/pricing', 'light', {
      billing: 'none',
      showPrices: true,
      hasContact: false,
    });
    expect(withoutContact.html).toContain('$14.99');
    expect(withoutContact.html).not.toContain('contact.invalid');
    // A page that says nothing of plans is the same for every offer.
    const docs = await renderPage('/docs', 'light', { billing: 'none', showPrices: false, hasContact: true });
    expect(docs.html).toBe((await renderPage('/docs')).html);
  });

  it('covers the public pages whose content is the same for everyone', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/pricing', '/docs', '/blog', '/contact']));
    expect(PRERENDERED_PATHS).not.toContain('/register');
  });
});
