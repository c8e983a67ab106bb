import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name';

describe('displayNameOf', () => {
  it('reads first and last name, skipping an empty one', () => {
    expect(displayNameOf({ firstName: ' Ada ', lastName: 'Lovelace', name: 'ada', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
    expect(displayNameOf({ firstName: 'Ada', lastName: null, name: 'ada' })).toBe('Ada');
    expect(displayNameOf({ firstName: '', lastName: 'Lovelace' })).toBe('Lovelace');
  });

  it('falls back to the account name, then the email address, then nothing', () => {
    expect(displayNameOf({ firstName: null, lastName: ' ', name: 'Ada L.', email: 'ada@example.com' })).toBe('Ada L.');
    expect(displayNameOf({ firstName: null, lastName: null, name: '', email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
    expect(displayNameOf({ name: '' })).toBe('');
  });
});
