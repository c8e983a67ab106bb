import { type Anchor, anchorKindsFor, clientPortalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest } from '../../lib/errors';
import type { PortalFileRecord } from '../files';
import type { PortalRecord } from '../portals';

export interface CommentPlaceInput {
  fileId?: string | null;
  parentId?: string | null;
  fileVersion?: number | null;
  anchor?: Anchor | null;
}

export interface CommentPlace {
  parentId: string | null;
  fileId: string | null;
  fileVersion: number | null;
  anchor: Anchor | null;
}

function listKinds(kinds: readonly string[]): string {
  return kinds.map((kind) => `'${kind}'`).join(' or ');
}

/** An anchor must fit the version it is on: spots on images and PDF pages, times on video and audio. */
export function checkAnchor(anchor: Anchor, file: Pick<PortalFileRecord, 'mime' | 'pageCount'>): void {
  const fits = anchorKindsFor(file.mime);
  if (!fits.kinds.includes(anchor.kind)) {
    throw new BadRequest(clientPortalMessages.anchorNotForFile(anchor.kind, listKinds(fits.kinds)));
  }
  if ((anchor.kind === 'point' || anchor.kind === 'rect') && anchor.page !== undefined) {
    if (!fits.pages) throw new BadRequest(clientPortalMessages.pageOnlyOnPdf);
    // A version stored before pages were counted, or whose pages could not be counted, takes any page.
    if (file.pageCount !== null && anchor.page > file.pageCount) {
      throw new BadRequest(clientPortalMessages.pagePastEnd(file.pageCount, anchor.page));
    }
  }
}

/**
 * Where a new comment goes: on a file of this portal (a version of it, the latest unless given, at an optional
 * spot), and under a comment of this portal. A reply to a reply joins its thread (one level), and a reply is
 * about the same file and version as the comment it answers.
 */
export async function placeComment(
  ctx: AppContext,
  portal: PortalRecord,
  input: CommentPlaceInput,
): Promise<CommentPlace> {
  const pinned = Boolean(input.anchor) || (input.fileVersion !== undefined && input.fileVersion !== null);
  if (input.parentId) {
    if (pinned) throw new BadRequest(clientPortalMessages.replyHasNoPin);
    const parent = await ctx.repos.comments.find(portal.id, input.parentId);
    if (!parent) throw new BadRequest(clientPortalMessages.parentNotFound);
    const root = (parent.parentId ? await ctx.repos.comments.find(portal.id, parent.parentId) : parent) ?? parent;
    return { parentId: root.id, fileId: root.fileId, fileVersion: root.fileVersion, anchor: null };
  }
  if (!input.fileId) {
    if (pinned) throw new BadRequest(clientPortalMessages.pinNeedsFile);
    return { parentId: null, fileId: null, fileVersion: null, anchor: null };
  }
  const latest = await ctx.repos.files.findLatest(portal.id, input.fileId);
  if (!latest) throw new BadRequest(clientPortalMessages.fileNotInPortal);
  const wanted = input.fileVersion ?? latest.version;
  const file = wanted === latest.version ? latest : await ctx.repos.files.findVersion(portal.id, input.fileId, wanted);
  if (!file) throw new BadRequest(clientPortalMessages.fileVersionNotFound(wanted));
  if (input.anchor) checkAnchor(input.anchor, file);
  return { parentId: null, fileId: file.fileGroupId, fileVersion: file.version, anchor: input.anchor ?? null };
}
