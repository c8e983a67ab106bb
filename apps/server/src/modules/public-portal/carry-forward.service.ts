import { randomUUID } from 'node:crypto';
import {
  type CreatorComment,
  clientPortalMessages,
  type PinCarryForward,
  type PinCloseAddressed,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, NotFound } from '../../lib/errors';
import { loadPortalFor } from '../access';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import { checkAnchor } from './comment-place';
import type { CommentRecord } from './comments.repository';
import { creatorName, recordResolution, toCreatorComment } from './comments.service';

/** The named threads, each a top-level comment on this file; one that is not refuses the whole request. */
async function threadsOnFile(ctx: AppContext, portal: PortalRecord, fileId: string, ids: string[]) {
  const threads: CommentRecord[] = [];
  for (const id of new Set(ids)) {
    const comment = await ctx.repos.comments.find(portal.id, id);
    if (!comment || comment.fileId !== fileId || comment.parentId !== null) {
      throw new BadRequest(clientPortalMessages.pinNotOnFile);
    }
    threads.push(comment);
  }
  return threads;
}

/**
 * Copies open pins of an older version to version `to`: same spot and words, the same author, linked to the
 * old thread by carriedFrom. The old thread stays as it was; carrying one twice gives the copy made before.
 */
export async function carryForward(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  fileId: string,
  input: PinCarryForward,
): Promise<{ comments: CreatorComment[] }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const target = await ctx.repos.files.findVersion(portal.id, fileId, input.to);
  if (!target) {
    if (!(await ctx.repos.files.findLatest(portal.id, fileId)))
      throw new NotFound(clientPortalMessages.fileNotInPortal);
    throw new BadRequest(clientPortalMessages.fileVersionNotFound(input.to));
  }
  const threads = await threadsOnFile(ctx, portal, fileId, input.commentIds);
  for (const thread of threads) {
    const from = thread.fileVersion ?? 1;
    if (from >= input.to) throw new BadRequest(clientPortalMessages.carryForwardNotNewer(from, input.to));
    if (thread.anchor) checkAnchor(thread.anchor, target);
  }
  const existing = await ctx.repos.comments.listByPortal(portal.id);
  const now = ctx.clock().toISOString();
  const carried: CreatorComment[] = [];
  for (const thread of threads) {
    const before = existing.find((item) => item.carriedFrom === thread.id && item.fileVersion === input.to);
    if (before) {
      carried.push(toCreatorComment(before));
      continue;
    }
    const copy: CommentRecord = {
      ...thread,
      id: randomUUID(),
      fileVersion: input.to,
      carriedFrom: thread.id,
      createdAt: now,
      resolvedAt: null,
    };
    await ctx.repos.comments.insert(copy);
    carried.push(toCreatorComment(copy));
  }
  return { comments: carried };
}

/** Resolves the named threads with a reply "Addressed in vN" (N: the file's latest version). */
export async function closeAddressed(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  fileId: string,
  input: PinCloseAddressed,
): Promise<{ comments: CreatorComment[] }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const latest = await ctx.repos.files.findLatest(portal.id, fileId);
  if (!latest) throw new NotFound(clientPortalMessages.fileNotInPortal);
  const threads = await threadsOnFile(ctx, portal, fileId, input.commentIds);
  const now = ctx.clock().toISOString();
  const closed: CreatorComment[] = [];
  for (const thread of threads) {
    if (thread.resolvedAt) {
      closed.push(toCreatorComment(thread));
      continue;
    }
    const note: CommentRecord = {
      id: randomUUID(),
      portalId: portal.id,
      parentId: thread.id,
      fileId: thread.fileId,
      fileVersion: thread.fileVersion,
      anchor: null,
      visitorId: null,
      authorType: 'creator',
      authorUserId: user.id,
      authorName: creatorName(user),
      authorEmail: user.email,
      verified: true,
      body: `Addressed in v${latest.version}`,
      createdAt: now,
      resolvedAt: null,
    };
    await ctx.repos.comments.insert(note);
    await ctx.repos.comments.setResolvedAt(portal.id, thread.id, now);
    await recordResolution(ctx, user, portal, thread);
    closed.push(toCreatorComment({ ...thread, resolvedAt: now }));
  }
  const all = await ctx.repos.comments.listByPortal(portal.id);
  for (const item of closed) {
    item.replies = all.filter((reply) => reply.parentId === item.id).map(toCreatorComment);
  }
  return { comments: closed };
}
