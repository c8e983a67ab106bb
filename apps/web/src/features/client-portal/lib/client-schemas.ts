import {
  approvalCreateSchema,
  commentCreateSchema,
  emailCodeRequestSchema,
  emailCodeVerifySchema,
  pinUnlockSchema,
} from '@clientdock/shared';
import type { z } from 'zod';

// What a client types is checked with the same schemas the server uses, before it is sent.
export const pinInputSchema = pinUnlockSchema.shape.pin;
export const emailInputSchema = emailCodeRequestSchema.shape.email;
export const codeInputSchema = emailCodeVerifySchema.shape.code;
export { approvalCreateSchema, commentCreateSchema };

export const CHANGES_NOTE_REQUIRED = 'Tell the creator what to change';

/** The first message for each field of a failed parse, for showing under the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
