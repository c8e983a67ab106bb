import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

/** Where the mailed reset link lands; the token arrives as ?token=. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** A reset link works once, for one hour. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const authFlowMessages = {
  resetLinkSent: 'If an account exists for that address, we sent a link to reset its password. It works for one hour.',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  passwordResetDone: 'Your password was reset and every session was signed out. Sign in with your new password.',
  useAccountPasswordRoute: 'Change your password from Settings, where your current password is asked first.',
  endpointNotAvailable: 'This account action is not available here. Use Settings instead.',
  profileFieldsOnly: 'Only your name and profile image can be changed here. Use Settings for anything else.',
  signInThrottled: (seconds: number) =>
    `Too many failed sign-ins for this account. Wait ${seconds} seconds and try again, or reset your password.`,
  tooManyResetRequests: 'Too many password reset requests from this network. Wait 10 minutes and try again.',
  emailChangeReverted: 'The email change was undone and every session was signed out. Sign in with your old address.',
  emailRevertInvalid: 'This link has expired or was already used.',
  signUpNotSignedIn:
    'We could not sign you in with this address. If it already has an account, we mailed its owner: sign in, or use "Forgot password?" on the sign-in page.',
} as const;
