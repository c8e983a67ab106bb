import { describe, expect, it } from 'vitest';
import type { Section } from './section';
import { dropUndefined, fillClientName, formatSetupTime, layoutWithoutFiles, roundRating } from './template';

describe('template rules', () => {
  it('rounds a review average to one decimal (spec §9)', () => {
    expect(roundRating(13 / 3)).toBe(4.3);
    expect(roundRating(3.75)).toBe(3.8);
    expect(roundRating(5)).toBe(5);
  });

  it('removes undefined values, nested ones too, before saving (spec §5)', () => {
    expect(dropUndefined({ a: 1, b: undefined, c: { d: undefined, e: null }, f: [{ g: undefined }] })).toEqual({
      a: 1,
      c: { e: null },
      f: [{}],
    });
  });

  it('puts the client’s name in place of the token, escaped inside rich text', () => {
    const sections: Section[] = [
      { id: 'h', type: 'hero', title: 'Hello {{clientName}}', subtitle: 'For {{clientName}}' },
      { id: 'c', type: 'content', title: 'About', html: '<p>{{clientName}}</p>' },
      {
        id: 'f',
        type: 'form',
        title: 'Form',
        fields: [{ id: 'x', type: 'checkbox', label: '{{clientName}} agrees', required: true }],
      },
    ];
    const filled = fillClientName(sections, 'A & <B>');
    expect(filled[0]).toMatchObject({ title: 'Hello A & <B>', subtitle: 'For A & <B>' });
    expect(filled[1]).toMatchObject({ html: '<p>A &#38; &#60;B&#62;</p>' });
    expect(filled[2]).toMatchObject({ fields: [{ label: 'A & <B> agrees' }] });
  });

  it('keeps the shape of a layout without the portal’s files', () => {
    const layout = layoutWithoutFiles([
      { id: 'h', type: 'hero', title: 'x', imageFileId: 'f1' },
      { id: 'g', type: 'gallery', title: 'x', fileIds: ['f1'] },
      { id: 'd', type: 'files', title: 'x', fileIds: ['f2'] },
    ]);
    expect(layout).toEqual([
      { id: 'h', type: 'hero', title: 'x', imageFileId: null },
      { id: 'g', type: 'gallery', title: 'x', fileIds: [] },
      { id: 'd', type: 'files', title: 'x' },
    ]);
  });

  it('writes setup times people read at a glance', () => {
    expect(formatSetupTime(15)).toBe('15 min');
    expect(formatSetupTime(60)).toBe('1 hr');
    expect(formatSetupTime(90)).toBe('1 hr 30 min');
  });
});
