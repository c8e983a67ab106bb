import { describe, expect, it } from 'vitest';
import { parsePortalReference } from './portal-reference';

describe('parsePortalReference', () => {
  it('reads the id from a share link, a path or the id itself', () => {
    expect(parsePortalReference('https://portals.example.com/portal/3f9a-b2c1?x=1')).toBe('3f9a-b2c1');
    expect(parsePortalReference('/portal/abc123')).toBe('abc123');
    expect(parsePortalReference('  abc123  ')).toBe('abc123');
  });

  it('rejects empty or odd input', () => {
    expect(parsePortalReference('')).toBeNull();
    expect(parsePortalReference('not a link')).toBeNull();
    expect(parsePortalReference('https://example.com/')).toBeNull();
  });
});
