import { describe, expect, it } from 'vitest';
import {
  describeLimits,
  dropZoneHint,
  formatDueDate,
  isPastDue,
  receivedSummary,
  takesMoreFiles,
} from './request-rules';

describe('request rules', () => {
  it('writes the due day as a person says it, with the year only when it is not this one', () => {
    const today = new Date(2026, 10, 27, 23, 30);
    expect(formatDueDate('2026-12-04', today)).toBe('Friday, December 4');
    expect(formatDueDate('2027-01-08', today)).toBe('Friday, January 8, 2027');
  });

  it('counts a due day as past only once the visitor’s own day is after it', () => {
    expect(isPastDue('2026-11-27', new Date(2026, 10, 27, 23, 59))).toBe(false);
    expect(isPastDue('2026-11-27', new Date(2026, 10, 28, 0, 1))).toBe(true);
  });

  it('says how many files an item takes and how large', () => {
    expect(describeLimits({ maxFiles: 3, maxSizeMb: 50 })).toBe('Up to 3 files, 50 MB each');
    expect(describeLimits({ maxFiles: 1, maxSizeMb: 2048 })).toBe('One file, up to 2,048 MB');
  });
  it('takes more files until the item is accepted, and a replacement while the newest file is a rejected one', () => {
    const sent = (status: 'submitted' | 'accepted' | 'rejected') => ({
      id: status,
      name: `${status}.png`,
      size: 1,
      mime: 'image/png',
      status,
      note: null,
      uploadedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(takesMoreFiles({ status: 'missing', uploads: [] }, 3)).toBe(true);
    expect(takesMoreFiles({ status: 'missing', uploads: [] }, 0)).toBe(false);
    expect(takesMoreFiles({ status: 'accepted', uploads: [sent('accepted')] }, 2)).toBe(false);
    expect(takesMoreFiles({ status: 'accepted', uploads: [sent('accepted'), sent('rejected')] }, 2)).toBe(true);
    expect(takesMoreFiles({ status: 'accepted', uploads: [sent('rejected'), sent('accepted')] }, 2)).toBe(false);
    expect(dropZoneHint({ maxFiles: 3, uploads: [sent('accepted'), sent('rejected')] }, 2)).toBe(
      'Send a replacement for the rejected file here. 2 more files can go here.',
    );
    expect(dropZoneHint({ maxFiles: 1, uploads: [sent('rejected')] }, 1)).toBe(
      'Send a replacement for the rejected file here.',
    );
    expect(dropZoneHint({ maxFiles: 3, uploads: [] }, 3)).toBe('');
  });
  it('counts the required items received and accepted, or every item when none is required', () => {
    const entry = (title: string, required: boolean, status: 'missing' | 'submitted' | 'accepted' | 'rejected') => ({
      id: title,
      sectionId: 's',
      title,
      description: null,
      required,
      accept: [],
      maxSizeMb: 10,
      maxFiles: 3,
      status,
      uploads: [],
    });
    expect(
      receivedSummary([
        entry('Logo', true, 'accepted'),
        entry('Brief', true, 'rejected'),
        entry('Extra', false, 'missing'),
      ]),
    ).toEqual({ received: 1, total: 2, missing: ['Brief'], accepted: 1 });
    expect(receivedSummary([entry('Logo', false, 'submitted'), entry('Extra', false, 'accepted')])).toEqual({
      received: 2,
      total: 2,
      missing: [],
      accepted: 1,
    });
  });
});
