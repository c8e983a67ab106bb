import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

const SECRET = 'a-test-app-secret-of-some-length';

describe('sealed secrets', () => {
  it('opens what it sealed, each time under a fresh nonce', () => {
    const first = sealSecret(SECRET, 'portal-pin', '482913');
    const second = sealSecret(SECRET, 'portal-pin', '482913');
    expect(first).not.toBe(second);
    expect(first).not.toContain('482913');
    expect(openSecret(SECRET, 'portal-pin', first)).toBe('482913');
    expect(openSecret(SECRET, 'portal-pin', second)).toBe('482913');
  });

  it('opens nothing under another secret or purpose, nor a tampered or malformed value', () => {
    const sealed = sealSecret(SECRET, 'portal-pin', '1234');
    expect(openSecret('another-app-secret', 'portal-pin', sealed)).toBeNull();
    expect(openSecret(SECRET, 'something-else', sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(openSecret(SECRET, 'portal-pin', [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    for (const junk of [null, undefined, '', 'v1', 'v2.a.b.c', `${sealed}.extra`, 'v1.!!.??.**']) {
      expect(openSecret(SECRET, 'portal-pin', junk)).toBeNull();
    }
  });
});
