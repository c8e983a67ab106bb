import { randomUUID } from 'node:crypto';
import {
  type Comment,
  type CommentCreate,
  type CreatorComment,
  type CreatorCommentCreate,
  clientPortalMessages,
  displayNameOf,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { loadPortalFor } from '../access';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import type { PortalAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { placeComment } from './comment-place';
import type { CommentRecord } from './comments.repository';
import { ensureVisitor, rememberIdentity } from './visitors.service';

function toComment(record: CommentRecord): Comment {
  return {
    id: record.id,
    fileId: record.fileId,
    parentId: record.parentId,
    authorName: record.authorName,
    authorType: record.authorType,
    verified: record.verified,
    body: record.body,
    createdAt: record.createdAt,
    resolvedAt: record.resolvedAt,
    fileVersion: record.fileVersion,
    anchor: record.anchor,
    status: record.resolvedAt ? 'resolved' : 'open',
    ...(record.carriedFrom ? { carriedFrom: record.carriedFrom } : {}),
    replies: [],
  };
}

export function toCreatorComment(record: CommentRecord): CreatorComment {
  return { ...toComment(record), authorEmail: record.authorEmail, replies: [] };
}

/** Top-level comments oldest first, each with its replies (oldest first) nested. */
function thread<T extends { id: string; parentId: string | null; replies: T[] }>(items: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const roots: T[] = [];
  for (const item of items) {
    const parent = item.parentId ? byId.get(item.parentId) : undefined;
    if (parent) parent.replies.push(item);
    else roots.push(item);
  }
  return roots;
}

export async function listPublicComments(ctx: AppContext, access: PortalAccess): Promise<{ comments: Comment[] }> {
  const records = await ctx.repos.comments.listByPortal(access.portal.id);
  return { comments: thread(records.map(toComment)) };
}

async function fileLabel(ctx: AppContext, portalId: string, fileId: string | null): Promise<string> {
  if (!fileId) return '';
  const file = await ctx.repos.files.findLatest(portalId, fileId);
  return file ? ` on "${file.name}"` : '';
}

export async function createClientComment(
  ctx: AppContext,
  access: PortalAccess,
  input: CommentCreate,
  client: ClientRequest,
): Promise<Comment> {
  const { portal } = access;
  const place = await placeComment(ctx, portal, input);
  const visitor = await ensureVisitor(ctx, portal.id, client);
  const who = await rememberIdentity(ctx, visitor, access.grant, { name: input.name, email: input.email });
  const record: CommentRecord = {
    id: randomUUID(),
    portalId: portal.id,
    ...place,
    visitorId: visitor.id,
    authorType: 'client',
    authorUserId: null,
    authorName: who.name,
    authorEmail: who.email,
    verified: who.verified,
    body: input.body,
    createdAt: ctx.clock().toISOString(),
    resolvedAt: null,
  };
  await ctx.repos.comments.insert(record);
  await recordActivity(ctx, portal, {
    type: 'comment',
    fileId: place.fileId,
    visitorId: visitor.id,
    summary: `${who.name} commented${await fileLabel(ctx, portal.id, place.fileId)} in "${portal.name}"`,
    detail: { comment: commentDetail(record) },
  });
  return toComment(record);
}

/** A comment as webhooks tell it: what was said and where, without the author's address (sent apart). */
function commentDetail(record: CommentRecord) {
  return {
    id: record.id,
    body: record.body,
    parentId: record.parentId,
    fileVersion: record.fileVersion,
    anchor: record.anchor,
    authorName: record.authorName,
    createdAt: record.createdAt,
  };
}

// ---------- Creator side ----------

export async function listCreatorComments(ctx: AppContext, user: UserRecord, portalId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const records = await ctx.repos.comments.listByPortal(portal.id);
  return { comments: thread(records.map(toCreatorComment)) };
}

export function creatorName(user: UserRecord): string {
  return displayNameOf({ ...user, email: null });
}

export async function createCreatorComment(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  input: CreatorCommentCreate,
): Promise<CreatorComment> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const place = await placeComment(ctx, portal, input);
  const record: CommentRecord = {
    id: randomUUID(),
    portalId: portal.id,
    ...place,
    visitorId: null,
    authorType: 'creator',
    authorUserId: user.id,
    authorName: creatorName(user),
    authorEmail: user.email,
    verified: true,
    body: input.body,
    createdAt: ctx.clock().toISOString(),
    resolvedAt: null,
  };
  await ctx.repos.comments.insert(record);
  const verb = record.parentId ? 'replied' : 'commented';
  await recordActivity(ctx, portal, {
    type: 'reply',
    fileId: place.fileId,
    summary: `${record.authorName} ${verb}${await fileLabel(ctx, portal.id, place.fileId)} in "${portal.name}"`,
    actorUserId: user.id,
    detail: { comment: commentDetail(record) },
  });
  return toCreatorComment(record);
}

/** A comment resolved: an event for analytics and the live feed, news for the rest of the team. */
export async function recordResolution(
  ctx: AppContext,
  user: UserRecord,
  portal: Pick<PortalRecord, 'id' | 'ownerId' | 'name'>,
  comment: CommentRecord,
): Promise<void> {
  await recordActivity(ctx, portal, {
    type: 'resolution',
    fileId: comment.fileId,
    summary: `${creatorName(user)} resolved ${comment.authorName}'s comment${await fileLabel(ctx, portal.id, comment.fileId)} in "${portal.name}"`,
    actorUserId: user.id,
  });
}

export async function setCommentResolved(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  commentId: string,
  resolved: boolean,
): Promise<CreatorComment> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const comment = await ctx.repos.comments.find(portal.id, commentId);
  if (!comment) throw new NotFound(clientPortalMessages.commentNotFound);
  const resolvedAt = resolved ? (comment.resolvedAt ?? ctx.clock().toISOString()) : null;
  await ctx.repos.comments.setResolvedAt(portal.id, comment.id, resolvedAt);
  if (resolvedAt && !comment.resolvedAt) await recordResolution(ctx, user, portal, comment);
  const replies = (await ctx.repos.comments.listByPortal(portal.id))
    .filter((item) => item.parentId === comment.id)
    .map(toCreatorComment);
  return { ...toCreatorComment({ ...comment, resolvedAt }), replies };
}
