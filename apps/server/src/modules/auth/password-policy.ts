import { isTrivialPassword, PASSWORD_TOO_COMMON, passwordPolicyMessages } from '@clientdock/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/errors';

// zxcvbn-ts's list of the most common passwords (about 49,000, most frequent first), shipped in the package:
// no network look-up. Read on first use so start-up does not pay for it.
let commonPasswords: Set<string> | undefined;

function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return commonPasswords;
}

/** True for a password on the common list (in any case) or made of a repeat or a straight run of characters. */
export function isCommonPassword(password: string): boolean {
  return isTrivialPassword(password) || commonPasswordSet().has(password.toLowerCase());
}

/** For the app's own routes: a 400 with the policy's message when the new password is too easy to guess. */
export function assertPasswordAllowed(password: string, field = 'newPassword'): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, PASSWORD_TOO_COMMON, passwordPolicyMessages.tooCommon, [{ field }]);
  }
}

/** Builds the list soon after start-up, off the request path, so the first sign-up does not wait for it. */
export function warmCommonPasswords(): void {
  setTimeout(() => commonPasswordSet(), 1000).unref();
}

export function commonPasswordCount(): number {
  return commonPasswordSet().size;
}
