import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, DEFAULT_META, documentTitle, headHtml } from './page-meta';

afterEach(() => applyPageMeta(DEFAULT_META));

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`);

describe('page meta', () => {
  it('names the product once in every title', () => {
    expect(documentTitle('Pricing')).toBe('Pricing · ClientDock');
    expect(documentTitle('About ClientDock')).toBe('About ClientDock');
  });

  it('writes the title, description and Open Graph tags, updating rather than adding', () => {
    applyPageMeta({ title: 'Pricing', description: 'Plans and prices.' });
    applyPageMeta({ title: 'Security', description: 'How portals stay private.', type: 'article' });
    expect(document.title).toBe('Security · ClientDock');
    expect(meta('description')?.getAttribute('content')).toBe('How portals stay private.');
    expect(meta('og:title')?.getAttribute('content')).toBe('Security · ClientDock');
    expect(meta('og:type')?.getAttribute('content')).toBe('article');
    expect(meta('og:url')?.getAttribute('content')).toBe(`${window.location.origin}${window.location.pathname}`);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('asks search engines to stay away from pages marked noindex', () => {
    applyPageMeta({ title: 'Not found', description: 'x', noindex: true });
    expect(meta('robots')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('renders the head as escaped HTML for prerendered pages', () => {
    const html = headHtml({ title: 'Q&A', description: 'Say "hello" <now>' });
    expect(html).toContain('<title>Q&amp;A · ClientDock</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hello&quot; &lt;now&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Q&amp;A · ClientDock" />');
  });
});
