import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashOptions, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses OWASP’s argon2id minimum in a running instance', async () => {
    const options = passwordHashOptions({ NODE_ENV: 'production' });
    expect(options).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hash('correct horse battery', options)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses a wrong one or a broken hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct horse battery!' })).toBe(false);
    expect(await verifyPassword({ hash: 'not a hash', password: 'x' })).toBe(false);
  });

  it('verifies hashes made at the instance’s cost whatever the cost of new ones', async () => {
    const stored = await hash('correct horse battery', passwordHashOptions({}));
    expect(await verifyPassword({ hash: stored, password: 'correct horse battery' })).toBe(true);
  });
});
