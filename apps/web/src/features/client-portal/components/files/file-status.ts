import type { ReviewStatus } from '@clientdock/shared';
import type { Approval, PublicFile } from '../../api/types';

/** The newest decision on the file's current version, if any. */
export function currentDecision(file: PublicFile, approvals: Approval[] | undefined): Approval | undefined {
  return (approvals ?? []).find((approval) => approval.fileId === file.id && approval.appliesToLatest);
}

export interface FileReviewState {
  status: ReviewStatus;
  /** The version the status is about: always the latest. */
  version: number;
}

/**
 * Where the review of the file's latest version stands, as the server's review endpoint says it: its newest
 * decision, else in review. Worked out from the receipts the page already has, so the list asks for nothing more.
 */
export function reviewState(file: PublicFile, approvals: Approval[] | undefined): FileReviewState {
  return { status: currentDecision(file, approvals)?.decision ?? 'in_review', version: file.version };
}
