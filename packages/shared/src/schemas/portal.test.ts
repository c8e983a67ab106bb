import { describe, expect, it } from 'vitest';
import { portalMessages } from '../messages';
import { parseExpiry, portalCreateSchema } from './portal';
import { sectionsSchema } from './section';

describe('parseExpiry', () => {
  it('reads a date as the end of that day and keeps a timestamp as given', () => {
    expect(parseExpiry('2030-06-01')?.toISOString()).toBe('2030-06-01T23:59:59.999Z');
    expect(parseExpiry('2030-06-01T10:00:00+02:00')?.toISOString()).toBe('2030-06-01T08:00:00.000Z');
  });

  it('refuses impossible and loose dates', () => {
    for (const value of ['2030-02-30', '06/01/2030', '2030-6-1', 'tomorrow', '2030-06-01T10:00']) {
      expect(parseExpiry(value), value).toBeNull();
    }
  });
});

describe('portalCreateSchema', () => {
  it('asks for a PIN with PIN access; email access works with or without an allow list', () => {
    expect(portalCreateSchema.safeParse({ name: 'a', accessType: 'pin' }).success).toBe(false);
    expect(portalCreateSchema.safeParse({ name: 'a', accessType: 'pin', pin: '0042' }).success).toBe(true);
    expect(portalCreateSchema.safeParse({ name: 'a', accessType: 'email' }).success).toBe(true);
    expect(portalCreateSchema.safeParse({ name: 'a', accessType: 'email', allowedEmails: ['nope'] }).success).toBe(
      false,
    );
    expect(portalCreateSchema.safeParse({ name: 'a' }).success).toBe(true);
  });
});

describe('sectionsSchema', () => {
  it('accepts each section type with its own fields', () => {
    const result = sectionsSchema.safeParse([
      { id: 'h', type: 'hero', title: 'Hello', subtitle: 'Sub' },
      { id: 'g', type: 'gallery', title: 'Shots', fileIds: ['f1'] },
      { id: 'f', type: 'files', title: 'All files' },
      { id: 'c', type: 'content', title: 'Text', html: '<p>Hi</p>' },
      {
        id: 'form',
        type: 'form',
        title: 'Feedback',
        fields: [{ id: 'r', type: 'rating', label: 'Overall', required: true, options: { max: 5 } }],
      },
    ]);
    expect(result.success).toBe(true);
  });
});

describe('file size message', () => {
  it('names the size, the plan and its limit', () => {
    expect(portalMessages.fileTooLarge(11 * 1024 * 1024, 'Free', 10)).toBe(
      'This file is 11 MB; your Free plan allows files up to 10 MB.',
    );
    expect(portalMessages.fileTooLarge(10 * 1024 * 1024 + 1, 'Free', 10)).toBe(
      'This file is 10.1 MB; your Free plan allows files up to 10 MB.',
    );
  });
});
