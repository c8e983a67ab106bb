import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Portal as PortalResponse } from '@clientdock/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { finishUpload } from '../src/modules/uploads/upload-finish';

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

/** A portal through the API, as its owner would make it; active unless overrides say otherwise. */
export async function createPortal(
  app: FastifyInstance,
  owner: Pick<TestUser, 'cookie'>,
  overrides: Record<string, unknown> = {},
): Promise<PortalResponse> {
  const res = await as(owner, app, {
    method: 'POST',
    url: '/api/portals',
    payload: { name: `Portal ${randomUUID().slice(0, 6)}`, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`createPortal failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The usual start of a test: the instance's operator (the first sign-up, so later accounts are plain creators), a
 * creator on `plan` and one active portal of theirs.
 */
export async function creatorWithPortal(
  app: FastifyInstance,
  opts: { plan?: 'free' | 'pro' | 'agency' } = {},
): Promise<{ owner: TestUser; portal: PortalResponse }> {
  await signUp(app, { email: 'operator@example.com' });
  const owner = await createCreator(app, opts);
  return { owner, portal: await createPortal(app, owner) };
}

/** A finished file in a portal without going over HTTP (uploads.test.ts covers the tus path itself). */
export async function createFile(
  app: FastifyInstance,
  owner: Pick<TestUser, 'id'>,
  portalId: string,
  bytes: Buffer,
  name = 'file.bin',
  replacesFileId: string | null = null,
): Promise<{ fileId: string; versionId: string }> {
  const user = await app.ctx.repos.users.findById(owner.id);
  if (!user) throw new Error('no such user');
  const upload = {
    id: randomUUID(),
    uid: user.id,
    portalId,
    filename: name,
    declaredType: '',
    size: bytes.length,
    replacesFileId,
    note: null,
    status: 'uploading' as const,
    fileId: null,
    createdAt: new Date().toISOString(),
    finishedAt: null,
  };
  return finishUpload(app.ctx, user, upload, { open: () => Readable.from([bytes]) });
}
