import type { Approval, Comment, PortalLockedError, PublicPortalResponse } from '@clientdock/shared';

// The public portal API's answers, as the shared schemas define them (docs/api/client-portal.md).
export type {
  Approval,
  ApprovalDecision,
  PublicBranding,
  PublicFile,
  PublicPortal,
  PublicPortalResponse,
  PublicVisitor as PortalVisitor,
} from '@clientdock/shared';

export type PortalComment = Comment;

/** What a locked portal still shows: enough to brand its lock screen. */
export type LockedPortal = Pick<PortalLockedError, 'accessType' | 'portal'>;

export type { PublicPortalResponse as PortalAnswer };
export type ApprovalList = { approvals: Approval[] };
