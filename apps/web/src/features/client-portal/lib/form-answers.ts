import { CLIENT_PORTAL_LIMITS, type FormField } from '@clientdock/shared';
import { z } from 'zod';

export type { AnswerValue } from './form-values';

/** A zod object for one custom form: each field's type, and "required" as the creator set it. */
export function answersSchema(fields: FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.type === 'rating') {
      const max = field.options?.max ?? CLIENT_PORTAL_LIMITS.defaultRatingMax;
      const rating = z.number().int().min(0).max(max);
      shape[field.id] = field.required
        ? rating.refine((value) => value >= 1, 'Choose a rating')
        : rating.optional().nullable();
    } else if (field.type === 'checkbox') {
      shape[field.id] = field.required ? z.boolean().refine((value) => value, 'Please tick this box') : z.boolean();
    } else if (field.type === 'select') {
      const choices = field.options?.choices ?? [];
      shape[field.id] = z
        .string()
        .refine((value) => value === '' || choices.includes(value), 'Choose one of the options')
        .refine((value) => !field.required || value !== '', 'Choose an option');
    } else {
      const text = z
        .string()
        .trim()
        .max(
          CLIENT_PORTAL_LIMITS.textarea,
          `Use at most ${CLIENT_PORTAL_LIMITS.textarea.toLocaleString('en-US')} characters`,
        );
      shape[field.id] = field.required ? text.min(1, 'This field is required') : text;
    }
  }
  return z.object(shape);
}

export { emptyAnswers, toAnswerBody } from './form-values';
