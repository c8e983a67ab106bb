// The event public portals announce for each client action; notifications and live feeds listen to it.

import type { UserRecord } from '../users';

/** upload is a file a client sent into a request; version, resolution and reply are the creator's answers in a review (a new version, a resolved comment, a reply). */
export type ClientActivityType =
  | 'view'
  | 'download'
  | 'comment'
  | 'approval'
  | 'form'
  | 'upload'
  | 'version'
  | 'resolution'
  | 'reply';

export interface ClientActivity {
  type: ClientActivityType;
  portalId: string;
  ownerId: string;
  fileId?: string | null;
  visitorId?: string | null;
  /** One line a person can read, e.g. 'Dana commented on "Logo.pdf"'. */
  summary: string;
  /** Approvals only: what the client decided. */
  decision?: 'approved' | 'changes_requested';
  /** One of several activities from a single client action (downloading all files), and a line for the whole. */
  batch?: { index: number; size: number; summary: string };
  /** Recorded for analytics but no news for the creator: a view by a visitor already announced today. */
  quiet?: boolean;
  /** False when the visitor has proven no email address, so it cannot be any recipient (a view skips that lookup). */
  visitorVerified?: boolean;
  /** A member's own action (version, resolution, reply): news for the rest of the team, not for them. */
  actorUserId?: string;
  at: string;
  /**
   * What the client sent or the creator published, as a webhook receiver needs it without a second call (the
   * comment, the approval, the form's answers, the upload, the version). Never hashes or other clients' data.
   */
  detail?: Record<string, unknown>;
  /**
   * The portal owner's user row when the emitter has just read it, so listeners need not read it again.
   * Server-side only: it holds the whole row (settings, email), never to be passed on to a client as is.
   */
  owner?: UserRecord;
}
