import { apiTokenMessages } from '@clientdock/shared';
import { describe, expect, it } from 'vitest';
import { tokenExpiresAt } from './token-expiry';

const now = new Date('2026-11-21T15:00:00.000Z');

describe('tokenExpiresAt', () => {
  it('sends nothing for never and counts the preset periods from now', () => {
    expect(tokenExpiresAt('never', '', now)).toEqual({ expiresAt: null });
    expect(tokenExpiresAt('30d', '', now)).toEqual({ expiresAt: '2026-12-21T15:00:00.000Z' });
    expect(tokenExpiresAt('1y', '', now)).toEqual({ expiresAt: '2027-11-21T15:00:00.000Z' });
  });

  it('ends a custom date at the end of that local day, and refuses a missing or past one', () => {
    const result = tokenExpiresAt('custom', '2027-01-31', now);
    expect('expiresAt' in result && new Date(result.expiresAt ?? '').getDate()).toBe(31);
    expect('expiresAt' in result && new Date(result.expiresAt ?? '').getHours()).toBe(23);
    expect(tokenExpiresAt('custom', '', now)).toEqual({ problem: 'Choose the day the token stops working.' });
    expect(tokenExpiresAt('custom', '2026-11-20', now)).toEqual({ problem: apiTokenMessages.expiryPast });
  });
});
