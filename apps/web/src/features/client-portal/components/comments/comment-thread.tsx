import { useState } from 'react';
import { getInitials } from '@/lib/format';
import { usePortalComments } from '../../api/portal-queries';
import type { PortalComment } from '../../api/types';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Skeleton } from '../ui/alert';
import { Icon } from '../ui/icons';
import { LocalTime } from '../ui/local-time';
import { CommentForm } from './comment-form';

export function CommentItem({
  comment,
  fileId,
  isReply = false,
}: {
  comment: PortalComment;
  fileId?: string;
  isReply?: boolean;
}) {
  const [isReplying, setIsReplying] = useState(false);
  const { portal } = usePortal();
  const isCreator = comment.authorType === 'creator';
  return (
    <li className="cp-comment">
      <span className={isCreator ? 'cp-avatar cp-avatar--brand' : 'cp-avatar'} aria-hidden="true">
        {getInitials(comment.authorName)}
      </span>
      <div className="cp-grow">
        <div className="cp-row cp-row--wrap" style={{ gap: 6 }}>
          <span className="cp-comment-author">{comment.authorName}</span>
          {comment.verified && (
            <span className="cp-verified" style={{ display: 'inline-flex' }}>
              <Icon name="Verified" size={16} title="Verified email" data-testid="verified-tick" />
            </span>
          )}
          {isCreator && <span className="cp-chip cp-chip--brand">{studioName(portal)}</span>}
          {comment.resolvedAt && <span className="cp-chip">Resolved</span>}
          <span className="cp-caption cp-muted">
            <LocalTime value={comment.createdAt} />
          </span>
        </div>
        <p className="cp-comment-body">{comment.body}</p>
        {!isReply && !isReplying && (
          <button
            type="button"
            className="cp-btn cp-btn--small"
            onClick={() => setIsReplying(true)}
            style={{ marginLeft: -8 }}
          >
            Reply
          </button>
        )}
        {(comment.replies?.length ?? 0) > 0 && (
          <ul className="cp-thread cp-thread--replies">
            {(comment.replies ?? []).map((reply) => (
              <CommentItem key={reply.id} comment={reply} fileId={fileId} isReply />
            ))}
          </ul>
        )}
        {isReplying && (
          <div style={{ marginTop: 12 }}>
            <CommentForm
              fileId={fileId}
              parentId={comment.id}
              variant="reply"
              autoFocus
              onDone={() => setIsReplying(false)}
            />
          </div>
        )}
      </div>
    </li>
  );
}

interface CommentThreadProps {
  /** A file's thread; leave out for the portal-wide one. */
  fileId?: string;
  title?: string;
}

export function CommentThread({ fileId, title = 'Comments' }: CommentThreadProps) {
  const { uuid } = usePortal();
  const comments = usePortalComments(uuid);
  const thread = (comments.data ?? []).filter(
    // Pinned threads live in the preview's pin list, numbered; this thread holds the comments on the whole file.
    (comment) => (comment.fileId ?? undefined) === fileId && !comment.parentId && !comment.anchor,
  );
  const headingId = `comments-${fileId ?? 'portal'}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 className="cp-h6" style={{ marginBottom: 16 }}>
        {/* The section is named by the title alone; the count is read after it ("Feedback, 2 comments"). */}
        <span id={headingId}>{title}</span>
        {thread.length > 0 && (
          <span className="cp-muted" style={{ marginLeft: 8, fontWeight: 400 }}>
            <span className="cp-sr-only">, </span>
            {thread.length}
            <span className="cp-sr-only">{thread.length === 1 ? ' comment' : ' comments'}</span>
          </span>
        )}
      </h2>
      {comments.isPending ? (
        <div className="cp-stack" role="status" aria-label="Loading comments">
          {[0, 1].map((key) => (
            <div key={key} className="cp-row" style={{ gap: 12 }}>
              <Skeleton shape="round" width={36} height={36} />
              <div className="cp-grow">
                <Skeleton width="40%" />
                <div style={{ height: 6 }} />
                <Skeleton width="90%" />
              </div>
            </div>
          ))}
        </div>
      ) : comments.isError ? (
        <p className="cp-error-text" role="alert" style={{ marginBottom: 16 }}>
          {comments.error.message}
        </p>
      ) : thread.length === 0 ? (
        <div className="cp-empty" style={{ marginBottom: 16 }}>
          <Icon name="ChatBubble" />
          <p>No comments yet — be the first to leave feedback</p>
        </div>
      ) : (
        <ul className="cp-thread" style={{ marginBottom: 24 }}>
          {thread.map((comment) => (
            <CommentItem key={comment.id} comment={comment} fileId={fileId} />
          ))}
        </ul>
      )}
      <CommentForm fileId={fileId} />
    </section>
  );
}
