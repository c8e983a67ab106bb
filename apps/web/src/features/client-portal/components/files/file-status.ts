import type { Approval, PublicFile } from '../../api/types';

/** The newest decision on the file's current version, if any. */
export function currentDecision(file: PublicFile, approvals: Approval[] | undefined): Approval | undefined {
  return (approvals ?? []).find((approval) => approval.fileId === file.id && approval.appliesToLatest);
}
