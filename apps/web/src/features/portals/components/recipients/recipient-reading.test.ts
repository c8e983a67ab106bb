import type { RecipientReadingFile } from '@clientdock/shared';
import { describe, expect, it } from 'vitest';
import { describeReadFile } from './recipient-reading';

const file: RecipientReadingFile = {
  fileId: 'f1',
  name: 'Brief.pdf',
  kind: 'pdf',
  pagesRead: 1,
  pageCount: null,
  watchedPercent: null,
  seconds: 4,
  lastAt: '2026-03-02T15:04:00.000Z',
};

describe('describeReadFile', () => {
  it('says pages, share watched or an image seen', () => {
    expect(describeReadFile({ ...file, pagesRead: 1, pageCount: 1 })).toBe('Read 1 of 1 page of Brief.pdf');
    expect(describeReadFile({ ...file, pagesRead: 3 })).toBe('Read 3 pages of Brief.pdf');
    expect(describeReadFile({ ...file, pagesRead: 1 })).toBe('Read 1 page of Brief.pdf');
    expect(describeReadFile({ ...file, name: 'Cut.mp4', kind: 'media', pagesRead: null, watchedPercent: 0 })).toBe(
      'Watched 0% of Cut.mp4',
    );
    expect(describeReadFile({ ...file, name: 'Song.mp3', kind: 'media', pagesRead: null })).toBe('Played Song.mp3');
    expect(describeReadFile({ ...file, name: 'Logo.png', kind: 'image', pagesRead: null })).toBe('Looked at Logo.png');
  });
});
