import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1); better-auth's default scrypt is about a quarter of it.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };
// The integration suites sign up well over a thousand accounts on each database; at the cost above that is
// minutes of CPU spent on nothing the tests look at. Vitest sets VITEST in its workers, a running instance never.
const TEST_OPTIONS = { memoryCost: 64, timeCost: 1, parallelism: 1, outputLen: 32 };

export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env) {
  return env.VITEST ? TEST_OPTIONS : ARGON2_OPTIONS;
}

const options = passwordHashOptions();

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
