import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export function cookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

export async function signUp(
  app: FastifyInstance,
  input: { email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const email = input.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = input.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: input.name ?? 'Test User', email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id, email, password, cookie: cookieFrom(res.headers) };
}

/** A creator account, never the instance's first-admin: the first sign-up is demoted back if needed. */
export async function createCreator(
  app: FastifyInstance,
  opts: {
    plan?: 'free' | 'pro' | 'agency';
    status?: 'active' | 'pending' | 'suspended';
    email?: string;
    name?: string;
  } = {},
): Promise<TestUser> {
  const user = await signUp(app, { email: opts.email, name: opts.name });
  await app.ctx.repos.users.update(user.id, {
    userType: 'creator',
    adminLevel: null,
    plan: opts.plan ?? 'free',
    status: opts.status ?? 'active',
  });
  return user;
}

export async function createAdmin(app: FastifyInstance): Promise<TestUser> {
  const user = await signUp(app);
  await app.ctx.repos.users.update(user.id, { userType: 'admin', adminLevel: 'super' });
  return user;
}

/** app.inject as a signed-in user. */
export function as(user: Pick<TestUser, 'cookie'> | null, app: FastifyInstance, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) } });
}
