import { randomBytes } from 'node:crypto';
import type { PublicVisitor } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { timeOrderedId } from '../../lib/time-ordered-id';
import type { AccessGrant } from './access-token';
import type { ClientRequest } from './client-request';
import type { VisitorRecord } from './visitors.repository';

const COOKIE_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** "Once per visitor session": a browser's views of a portal count once per half hour. */
export const VIEW_SESSION_MS = 30 * 60_000;

const COOKIE_BYTES = 18;
// A call for random bytes costs about as much for 18 bytes as for a few kilobytes (and more under load): drawn
// for 256 cookies at once, as Node does for randomUUID, every first view does not pay it.
const COOKIE_POOL_SIZE = COOKIE_BYTES * 256;
let cookiePool = Buffer.alloc(0);
let cookiePoolOffset = 0;

/** A new cd_visitor value: 18 random bytes, base64url. */
function mintCookieId(): string {
  if (cookiePoolOffset + COOKIE_BYTES > cookiePool.length) {
    cookiePool = randomBytes(COOKIE_POOL_SIZE);
    cookiePoolOffset = 0;
  }
  const id = cookiePool.toString('base64url', cookiePoolOffset, cookiePoolOffset + COOKIE_BYTES);
  cookiePoolOffset += COOKIE_BYTES;
  return id;
}

function newVisitorRecord(portalId: string, cookieId: string, now: string): VisitorRecord {
  return {
    id: timeOrderedId(),
    portalId,
    cookieId,
    name: null,
    email: null,
    emailVerified: false,
    firstSeenAt: now,
    lastSeenAt: now,
  };
}

/**
 * The visitor row of this browser for this portal, built when missing (with a new cd_visitor cookie if the
 * browser has none: `isMinted`). A visitor not yet in the database is left for the caller to write
 * (`isUnsaved`), for instance queued with its first view; a parallel request of the same browser through
 * another instance may write the same cookie first, and the queue then files the view under that row.
 */
export async function findOrBuildVisitor(
  ctx: AppContext,
  portalId: string,
  client: ClientRequest,
): Promise<{ visitor: VisitorRecord; isNew: boolean; isUnsaved: boolean; isMinted: boolean }> {
  const now = ctx.clock().toISOString();
  const cookieId = client.issued.visitor ?? client.visitorCookie;
  if (cookieId && COOKIE_ID.test(cookieId)) {
    const known = await ctx.repos.visitors.findByCookie(portalId, cookieId);
    if (known) {
      ctx.repos.visitors.touch(known.id, now);
      return { visitor: { ...known, lastSeenAt: now }, isNew: false, isUnsaved: false, isMinted: false };
    }
    return { visitor: newVisitorRecord(portalId, cookieId, now), isNew: true, isUnsaved: true, isMinted: false };
  }
  const minted = mintCookieId();
  client.issued.visitor = minted;
  return { visitor: newVisitorRecord(portalId, minted, now), isNew: true, isUnsaved: true, isMinted: true };
}

/** The visitor row of this browser for this portal, created (with a new cd_visitor cookie) when missing. */
export async function ensureVisitor(ctx: AppContext, portalId: string, client: ClientRequest): Promise<VisitorRecord> {
  const { visitor, isUnsaved } = await findOrBuildVisitor(ctx, portalId, client);
  return isUnsaved ? ctx.repos.visitors.insertOrGet(visitor) : visitor;
}

/** The visitor row if this browser has one for the portal; never creates one. */
export async function findVisitor(
  ctx: AppContext,
  portalId: string,
  client: ClientRequest,
): Promise<VisitorRecord | undefined> {
  const cookieId = client.visitorCookie;
  if (!cookieId || !COOKIE_ID.test(cookieId)) return undefined;
  return ctx.repos.visitors.findByCookie(portalId, cookieId);
}

export function describeVisitor(visitor: VisitorRecord | undefined): PublicVisitor {
  return {
    name: visitor?.name ?? null,
    email: visitor?.email ?? null,
    verified: visitor?.emailVerified ?? false,
  };
}

/** The address this browser proved by code, if any: from its access cookie, else from its visitor row. */
function verifiedEmail(visitor: VisitorRecord, grant: AccessGrant | null): string | null {
  if (grant?.email) return grant.email;
  return visitor.emailVerified ? visitor.email : null;
}

export interface ClientIdentity {
  name: string;
  email: string | null;
  verified: boolean;
}

/**
 * Who is writing a comment, approval or form: the name and email they typed (no email means the verified
 * one, when there is one), remembered on the visitor row. An email is "verified" only if it came through the
 * code flow.
 */
export async function rememberIdentity(
  ctx: AppContext,
  visitor: VisitorRecord,
  grant: AccessGrant | null,
  input: { name?: string; email?: string },
): Promise<ClientIdentity> {
  const proven = verifiedEmail(visitor, grant);
  const email = input.email?.toLowerCase() ?? proven ?? visitor.email;
  const verified = email !== null && email === proven;
  const name = input.name ?? visitor.name ?? (email ? email.split('@')[0] : 'Client');
  await ctx.repos.visitors.updateIdentity(visitor.id, { name, email, emailVerified: verified });
  return { name, email, verified };
}

/** Writes the visitor's address as verified after a correct code. */
export async function markEmailVerified(ctx: AppContext, visitor: VisitorRecord, email: string): Promise<void> {
  await ctx.repos.visitors.updateIdentity(visitor.id, { email, emailVerified: true });
}

export function viewSessionStart(ctx: AppContext): Date {
  return new Date(ctx.clock().getTime() - VIEW_SESSION_MS);
}
