import type { FileReviewSummary } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { PortalFileRecord } from './files.repository';

type CommentTally = Awaited<ReturnType<AppContext['repos']['comments']['reviewTallies']>>[number];
type DecisionTally = Awaited<ReturnType<AppContext['repos']['approvals']['fileDecisionTallies']>>[number];

/** The latest decision on each version of one file: version -> decision and when. */
function latestDecisions(tallies: DecisionTally[]) {
  const byVersion = new Map<number, DecisionTally>();
  for (const tally of tallies) {
    const known = byVersion.get(tally.fileVersion);
    if (!known || tally.newestAt > known.newestAt) byVersion.set(tally.fileVersion, tally);
  }
  return byVersion;
}

/**
 * Where one file's review stands. Until the latest version is approved, it waits on the creator when, after
 * their last word (the latest version or their latest comment on the file), a client asked for changes on
 * the latest version or wrote on it, and on the client otherwise. Pins the creator carried forward are the
 * old words again, not news.
 */
export function summarizeReview(
  file: PortalFileRecord,
  comments: CommentTally[],
  decisions: DecisionTally[],
): FileReviewSummary {
  const byVersion = latestDecisions(decisions);
  const latestDecision = byVersion.get(file.version);
  const status = latestDecision?.decision ?? 'in_review';
  const approved = [...byVersion.values()].filter((d) => d.decision === 'approved').map((d) => d.fileVersion);
  const onLatest = comments.filter((c) => c.fileVersion === file.version);
  const sum = (items: CommentTally[]) => items.reduce((total, item) => total + item.count, 0);
  const lastWord = comments
    .filter((c) => c.authorType === 'creator')
    .reduce((newest, c) => (c.newestAt > newest ? c.newestAt : newest), file.uploadedAt);
  const clientNews = onLatest.some((c) => c.authorType === 'client' && !c.isCarried && c.newestAt > lastWord);
  const changeRequestNews = status === 'changes_requested' && latestDecision!.newestAt > lastWord;
  let waitingOn: FileReviewSummary['waitingOn'] = null;
  if (status !== 'approved') waitingOn = clientNews || changeRequestNews ? 'you' : 'client';
  return {
    status,
    version: file.version,
    approvedVersion: approved.length > 0 ? Math.max(...approved) : null,
    openPins: sum(onLatest.filter((c) => c.isThread && c.isPin && c.isOpen)),
    openComments: sum(comments.filter((c) => c.isThread && c.isOpen)),
    waitingOn,
  };
}

/** Each file's review summary by file id, from one grouped query on comments and one on approvals. */
export async function reviewSummaries(
  ctx: AppContext,
  portalId: string,
  files: PortalFileRecord[],
): Promise<Map<string, FileReviewSummary>> {
  const [comments, decisions] = await Promise.all([
    ctx.repos.comments.reviewTallies(portalId),
    ctx.repos.approvals.fileDecisionTallies(portalId),
  ]);
  const group = <T extends { fileId: string }>(items: T[]) => {
    const byFile = new Map<string, T[]>();
    for (const item of items) byFile.set(item.fileId, [...(byFile.get(item.fileId) ?? []), item]);
    return byFile;
  };
  const commentsByFile = group(comments);
  const decisionsByFile = group(decisions);
  return new Map(
    files.map((file) => [
      file.fileGroupId,
      summarizeReview(file, commentsByFile.get(file.fileGroupId) ?? [], decisionsByFile.get(file.fileGroupId) ?? []),
    ]),
  );
}
