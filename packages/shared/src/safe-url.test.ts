import { describe, expect, it } from 'vitest';
import { imageUrlSchema, isSafeImageUrl } from './safe-url';

describe('isSafeImageUrl', () => {
  it.each([
    'https://cdn.example.com/logo.png',
    'https://example.com:8443/a?b=c#d',
    '/api/branding/logo.png',
    '/uploads/a b'.replace(' ', '-'),
  ])('accepts %s', (value) => {
    expect(isSafeImageUrl(value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/logo.png',
    '//evil.example.com/logo.png',
    '/\\evil.example.com/logo.png',
    'logo.png',
    ' javascript:alert(1)',
    'https://user:pw@example.com/x.png',
    'https://exa mple.com/x.png',
    '/a\u0000b',
    '',
    `/${'a'.repeat(2000)}`,
  ])('refuses %s', (value) => {
    expect(isSafeImageUrl(value)).toBe(false);
  });

  it('trims before checking, with a message a person can act on', () => {
    expect(imageUrlSchema.parse('  https://example.com/a.png ')).toBe('https://example.com/a.png');
    expect(imageUrlSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toMatch(/https:\/\//);
  });
});
