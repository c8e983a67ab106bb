import { describe, expect, it } from 'vitest';
import { invitationText } from './invitation-text';

const base = { name: 'Acme rebrand', shareUrl: 'https://clientdock.test/portal/abc' };

describe('the invitation text', () => {
  it('names the portal, gives the link and the PIN', () => {
    expect(invitationText({ ...base, accessType: 'pin', pin: '482913' })).toBe(
      'Here is "Acme rebrand":\nhttps://clientdock.test/portal/abc\nPIN: 482913',
    );
  });

  it('leaves the PIN out when it cannot be read back, and tells an email portal how to get in', () => {
    expect(invitationText({ ...base, accessType: 'pin', pin: null })).not.toContain('PIN');
    expect(invitationText({ ...base, accessType: 'link', pin: null })).toBe(
      'Here is "Acme rebrand":\nhttps://clientdock.test/portal/abc',
    );
    expect(invitationText({ ...base, accessType: 'email', pin: null })).toContain('Sign in with your email address');
  });
});
