import { describe, expect, it } from 'vitest';
import { mailLayout } from './mail-layout';

describe('mailLayout', () => {
  it('puts the content alone in a plain card of 520px unless told another width', () => {
    const html = mailLayout({ inner: '<p>Hello</p>' });
    expect(html).toMatch(/^<!doctype html><html><body style="[^"]*background:#f8fafc[^"]*">/);
    expect(html).toContain('<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">');
    expect(html).toContain('\n<p>Hello</p>\n</div></body></html>');
    expect(mailLayout({ inner: '', width: 560 })).toContain('max-width:560px');
  });

  it('splits a card with a band into band, header, content and footer, in that order', () => {
    const html = mailLayout({ inner: '<p>Body</p>', band: '#112233"><script>', header: '<img alt="">', footer: 'Why' });
    expect(html).not.toContain('<script>');
    const parts = ['height:4px;background:#112233&#34;&#62;&#60;script&#62;', '<img alt="">', '<p>Body</p>', 'Why'];
    const at = parts.map((part) => html.indexOf(part));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain('border-top:1px solid #e2e8f0');
  });
});
