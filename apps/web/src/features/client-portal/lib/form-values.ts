import type { FormField } from '@clientdock/shared';

export type AnswerValue = string | number | boolean;

/**
 * CLIENT_PORTAL_LIMITS.defaultRatingMax. Repeated here because the shared module that holds it also holds the
 * zod schemas, which the page must not load to draw a form (form-answers.test.ts checks the two agree).
 */
export const DEFAULT_RATING_MAX = 5;

export function emptyAnswers(fields: FormField[]): Record<string, AnswerValue | null> {
  return Object.fromEntries(
    fields.map((field) => [field.id, field.type === 'checkbox' ? false : field.type === 'rating' ? 0 : '']),
  );
}

/** Drops unanswered optional fields so the creator's table shows blanks, not zeros. */
export function toAnswerBody(fields: FormField[], values: Record<string, unknown>): Record<string, AnswerValue> {
  const out: Record<string, AnswerValue> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === 'rating' && (typeof value !== 'number' || value < 1)) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[field.id] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return out;
}
