import { messages } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../modules/users/users.repository';
import { Forbidden, Unauthorized } from './errors';
import { toWebHeaders } from './web-headers';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: UserRecord;
  }
}

/** Resolves the signed-in user, refusing anonymous, pending and suspended accounts. */
export async function requireUser(request: FastifyRequest): Promise<UserRecord> {
  if (request.currentUser) return request.currentUser;
  const { auth, repos } = request.server.ctx;
  const session = await auth.api.getSession({ headers: toWebHeaders(request) });
  if (!session) throw new Unauthorized();
  const user = await repos.users.findById(session.user.id);
  if (!user) throw new Unauthorized();
  if (user.status === 'pending') throw new Forbidden(messages.accountPending, 'ACCOUNT_PENDING');
  if (user.status === 'suspended') throw new Forbidden(messages.accountSuspended, 'ACCOUNT_SUSPENDED');
  request.currentUser = user;
  return user;
}

export async function requireUserHook(request: FastifyRequest) {
  await requireUser(request);
}
