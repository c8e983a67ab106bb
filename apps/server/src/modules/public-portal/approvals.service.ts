import { randomUUID } from 'node:crypto';
import {
  type Approval,
  type ApprovalCreate,
  asksForApproval,
  clientPortalMessages,
  type FileReview,
  type Section,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest } from '../../lib/errors';
import { loadPortalFor } from '../access';
import type { UserRecord } from '../users';
import type { PortalAccess } from './access.service';
import { recordActivity } from './activity';
import type { ApprovalRecord, ApprovalWithFile } from './approvals.repository';
import type { ClientRequest } from './client-request';
import { findPublicFile } from './public-files.service';
import { ensureVisitor, findVisitor, rememberIdentity } from './visitors.service';

/**
 * The receipt. appliesToLatest is worked out on read: a file approval stops applying once a newer version of
 * the file is uploaded (or the file is deleted). `showEmail` hides other clients' addresses from a client.
 */
function toApproval(record: ApprovalWithFile, showEmail: boolean): Approval {
  const appliesToLatest =
    record.fileId === null ? true : record.latestVersion !== null && record.latestVersion === record.fileVersion;
  return {
    id: record.id,
    decision: record.decision,
    note: record.note,
    fileId: record.fileId,
    fileName: record.fileName,
    fileVersion: record.fileVersion,
    sha256: record.sha256,
    sectionId: record.sectionId,
    approverName: record.approverName,
    approverEmail: showEmail ? record.approverEmail : null,
    verified: record.verified,
    createdAt: record.createdAt,
    appliesToLatest,
    ...(record.commentIds ? { commentIds: record.commentIds } : {}),
  };
}

export async function listPublicApprovals(ctx: AppContext, access: PortalAccess, client: ClientRequest) {
  const visitor = await findVisitor(ctx, access.portal.id, client);
  const records = await ctx.repos.approvals.listByPortal(access.portal.id);
  return {
    approvals: records.map((record) => toApproval(record, visitor !== undefined && record.visitorId === visitor.id)),
  };
}

/** What is being approved: the exact current version of a file (id, number, sha256), or a section. */
async function approvalTarget(ctx: AppContext, access: PortalAccess, input: ApprovalCreate) {
  if (input.fileId) {
    const file = await ctx.repos.files.findLatest(access.portal.id, input.fileId);
    if (!file) throw new BadRequest(clientPortalMessages.fileNotInPortal);
    return {
      fileId: file.fileGroupId,
      fileVersionId: file.id,
      fileVersion: file.version,
      sha256: file.sha256,
      sectionId: null,
      label: `"${file.name}" (version ${file.version})`,
    };
  }
  const section = (access.portal.sections as Section[]).find((item) => item.id === input.sectionId);
  if (!section) throw new BadRequest(clientPortalMessages.sectionNotFound);
  // Receipts given before the creator turned approvals off stay; only new decisions are refused.
  if (!asksForApproval(section)) throw new BadRequest(clientPortalMessages.sectionApprovalsOff);
  return {
    fileId: null,
    fileVersionId: null,
    fileVersion: null,
    sha256: null,
    sectionId: section.id,
    label: `the section "${section.title || section.type}"`,
  };
}

export async function createApproval(
  ctx: AppContext,
  access: PortalAccess,
  input: ApprovalCreate,
  client: ClientRequest,
): Promise<Approval> {
  const { portal } = access;
  const { label, ...target } = await approvalTarget(ctx, access, input);
  const visitor = await ensureVisitor(ctx, portal.id, client);
  // A second tap on the same button gives the receipt already given, not a second one.
  const previous = await ctx.repos.approvals.findLatestOfVisitor(portal.id, visitor.id, target);
  if (
    previous &&
    previous.decision === input.decision &&
    (input.decision === 'approved' || previous.note === input.note)
  ) {
    return toApproval(previous, true);
  }
  const who = await rememberIdentity(ctx, visitor, access.grant, { name: input.name, email: input.email });
  const gathered =
    input.decision === 'changes_requested' && target.fileId !== null && target.fileVersion !== null
      ? await ctx.repos.comments.listOpenIdsOfVisitor(portal.id, target.fileId, target.fileVersion, visitor.id)
      : null;
  const record: ApprovalRecord = {
    id: randomUUID(),
    portalId: portal.id,
    ...target,
    commentIds: gathered,
    decision: input.decision,
    note: input.note,
    approverName: who.name,
    approverEmail: who.email,
    verified: who.verified,
    visitorId: visitor.id,
    createdAt: ctx.clock().toISOString(),
  };
  await ctx.repos.approvals.insert(record);
  const verb = input.decision === 'approved' ? 'approved' : 'requested changes to';
  await recordActivity(ctx, portal, {
    type: 'approval',
    fileId: target.fileId,
    visitorId: visitor.id,
    summary: `${who.name} ${verb} ${label} in "${portal.name}"`,
    decision: input.decision,
    detail: {
      approval: {
        id: record.id,
        decision: record.decision,
        note: record.note,
        sectionId: record.sectionId,
        fileVersion: record.fileVersion,
        approverName: record.approverName,
        openCommentIds: record.commentIds ?? [],
        createdAt: record.createdAt,
      },
    },
  });
  const saved = await ctx.repos.approvals.find(portal.id, record.id);
  return toApproval(saved!, true);
}

export async function listCreatorApprovals(ctx: AppContext, user: UserRecord, portalId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const records = await ctx.repos.approvals.listByPortal(portal.id);
  return { approvals: records.map((record) => toApproval(record, true)) };
}

/**
 * Where the latest version of a file stands: its latest decision (approved or changes requested; in review
 * while there is none), its open comment threads, and the decisions on it.
 */
export async function reviewFile(
  ctx: AppContext,
  access: PortalAccess,
  fileId: string,
  client: ClientRequest,
): Promise<FileReview> {
  const { portal } = access;
  const file = await findPublicFile(ctx, access, fileId);
  const visitor = await findVisitor(ctx, portal.id, client);
  const records = await ctx.repos.approvals.listByFileVersion(portal.id, file.fileGroupId, file.version);
  const latest = records[0];
  return {
    status: latest ? latest.decision : 'in_review',
    version: file.version,
    openComments: await ctx.repos.comments.countOpen(portal.id, file.fileGroupId, file.version),
    approvals: records.map((record) => toApproval(record, visitor !== undefined && record.visitorId === visitor.id)),
  };
}
