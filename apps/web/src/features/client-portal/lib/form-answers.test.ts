import { CLIENT_PORTAL_LIMITS, type FormField } from '@clientdock/shared';
import { describe, expect, it } from 'vitest';
import { answersSchema, emptyAnswers, toAnswerBody } from './form-answers';
import { DEFAULT_RATING_MAX } from './form-values';

const fields: FormField[] = [
  { id: 'overall', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } },
  { id: 'notes', type: 'textarea', label: 'Notes', required: false },
  { id: 'status', type: 'select', label: 'Approval status', required: true, options: { choices: ['Yes', 'No'] } },
  { id: 'tested', type: 'checkbox', label: 'I tested it', required: true },
];

describe('custom form answers', () => {
  it('names each missing required field', () => {
    const result = answersSchema(fields).safeParse(emptyAnswers(fields));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['overall', 'status', 'tested']));
    expect(paths).not.toContain('notes');
  });

  it('accepts a complete answer and leaves blanks out of the body', () => {
    const values = { overall: 4, notes: '  ', status: 'Yes', tested: true };
    expect(answersSchema(fields).safeParse(values).success).toBe(true);
    expect(toAnswerBody(fields, values)).toEqual({ overall: 4, status: 'Yes', tested: true });
  });

  it('refuses a choice that is not offered', () => {
    const values = { overall: 4, notes: '', status: 'Maybe', tested: true };
    expect(answersSchema(fields).safeParse(values).success).toBe(false);
  });

  it('draws as many stars as the shared limit allows by default', () => {
    expect(DEFAULT_RATING_MAX).toBe(CLIENT_PORTAL_LIMITS.defaultRatingMax);
  });
});
