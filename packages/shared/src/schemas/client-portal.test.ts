import { describe, expect, it } from 'vitest';
import { approvalCreateSchema, checkFormAnswers, commentCreateSchema } from './client-portal';
import type { FormField } from './section';

const fields: FormField[] = [
  { id: 'stars', type: 'rating', label: 'Stars', required: false },
  { id: 'size', type: 'select', label: 'Size', required: true, options: { choices: ['S', 'M'] } },
];

describe('checkFormAnswers', () => {
  it('keeps valid answers, drops unknown ones and uses 5 as the default rating max', () => {
    expect(checkFormAnswers(fields, { stars: 5, size: 'M', other: 'x' })).toEqual({
      ok: true,
      answers: { stars: 5, size: 'M' },
    });
    expect(checkFormAnswers(fields, { stars: 6, size: 'M' })).toMatchObject({ ok: false, fieldId: 'stars' });
  });

  it('names the first missing required field', () => {
    expect(checkFormAnswers(fields, { size: '  ' })).toEqual({
      ok: false,
      fieldId: 'size',
      message: '"Size" is required.',
    });
  });
});

describe('client bodies', () => {
  it('treats an empty email as none and trims the comment', () => {
    expect(commentCreateSchema.parse({ name: 'A', email: '', body: ' hi ' })).toMatchObject({
      email: undefined,
      body: 'hi',
    });
  });

  it('asks for exactly one of fileId and sectionId', () => {
    expect(approvalCreateSchema.safeParse({ name: 'A', decision: 'approved' }).success).toBe(false);
    expect(approvalCreateSchema.parse({ name: 'A', decision: 'approved', sectionId: 's' }).note).toBe('');
  });
});
