import { z } from 'zod';

/** read: GET and HEAD routes; write: every method (a write token reads too). */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_NAME_MAX = 80;
/** Live tokens one account may hold at once. */
export const API_TOKENS_PER_ACCOUNT = 25;
/** Requests a minute one token may make, unless the instance sets another figure. */
export const API_TOKEN_RATE_PER_MINUTE = 60;

export const apiTokenMessages = {
  nameRequired: 'Give the token a name, like "CRM sync"',
  nameTooLong: `A token name can be at most ${API_TOKEN_NAME_MAX} characters`,
  scopesRequired: 'Choose what the token may do: read, write or both',
  scopeUnknown: 'A scope is "read" or "write"',
  expiryInvalid: 'The expiry must be a date and time, like 2027-01-31T00:00:00Z',
  expiryPast: 'The expiry must be in the future',
  tooMany: `You have ${API_TOKENS_PER_ACCOUNT} tokens, the most one account may hold. Revoke one you no longer use first.`,
  notFound: 'This token was not found. It may have been revoked already.',
  invalid: 'This API token is not valid. It may have been revoked or have expired.',
  readOnly: 'This API token may only read. Create a token with the write scope to make changes.',
  notForTokens: 'This action needs you signed in to ClientDock; an API token cannot do it.',
  rateLimited: (seconds: number) =>
    `This API token made too many requests in the last minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameTooLong),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: apiTokenMessages.scopeUnknown }), {
      error: apiTokenMessages.scopesRequired,
    })
    .min(1, apiTokenMessages.scopesRequired)
    .max(2, apiTokenMessages.scopesRequired),
  /** ISO date-time; none means the token lasts until it is revoked. */
  expiresAt: z.iso.datetime({ offset: true, error: apiTokenMessages.expiryInvalid }).nullable().optional(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The first characters of the token (e.g. "cdk_3f9a"), so a person can tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to creating a token: the only time the token itself is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
