import {
  approvalCreateSchema,
  commentCreateSchema,
  emailCodeRequestSchema,
  emailCodeVerifySchema,
  pinUnlockSchema,
} from '@clientdock/shared';

// What a client types is checked with the same schemas the server uses, before it is sent.
export const pinInputSchema = pinUnlockSchema.shape.pin;
export const emailInputSchema = emailCodeRequestSchema.shape.email;
export const codeInputSchema = emailCodeVerifySchema.shape.code;
export { approvalCreateSchema, commentCreateSchema };
