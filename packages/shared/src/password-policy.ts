// The password rules every path that sets a password applies (sign-up, password change, reset), beside the
// length limits in schemas/auth.ts. The server also refuses the passwords of its offline common-password list.

export const passwordPolicyMessages = {
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  twoFactorRequiredForAdmins:
    'This instance requires two-factor sign-in for admins. Set it up in Settings > Security to use the admin pages.',
  currentPasswordWrong: 'The current password is not correct.',
  invalidTwoFactorCode: 'That code is not valid. Enter the 6-digit code your authenticator app shows now.',
  invalidRecoveryCode: 'That recovery code is not valid, or it has been used already.',
  twoFactorExpired: 'The sign-in has expired. Sign in with your password again.',
  tooManyCodes: 'Too many wrong codes. Sign in with your password again.',
  twoFactorLocked: 'Too many wrong codes for this account. Wait 15 minutes and try again.',
  setUpOwnTwoFactorFirst: 'Set up two-factor sign-in for your own account first, or you would lock yourself out.',
} as const;

export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';

/** Fewer than 3 different characters ("aaaaaaaa", "abababab"), or one straight run ("abcdefgh", "98765432"). */
export function isTrivialPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 3) return true;
  const codes = [...lower].map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** zxcvbn's 0..4 score as the meter names it. */
export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
