import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Verified from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, getInitials } from '@/lib/format';
import { usePortalComments } from '../../api/portal-queries';
import type { PortalComment } from '../../api/types';
import { usePortal } from '../portal-context';
import { CommentForm } from './comment-form';

function CommentItem({
  comment,
  fileId,
  isReply = false,
}: {
  comment: PortalComment;
  fileId?: string;
  isReply?: boolean;
}) {
  const [isReplying, setIsReplying] = useState(false);
  const isCreator = comment.authorType === 'creator';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Avatar
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            fontSize: 14,
            bgcolor: isCreator ? 'brand.main' : 'action.selected',
            color: isCreator ? 'brand.contrastText' : 'text.primary',
          }}
        >
          {getInitials(comment.authorName)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
              {comment.authorName}
            </Typography>
            {comment.verified && (
              <Verified
                titleAccess="Verified email"
                sx={{ fontSize: 16, color: 'success.main' }}
                data-testid="verified-tick"
              />
            )}
            {isCreator && <Chip label="Creator" size="small" color="primary" sx={{ height: 20, fontSize: 11 }} />}
            {comment.resolvedAt && (
              <Chip label="Resolved" size="small" variant="outlined" sx={{ height: 20, fontSize: 11 }} />
            )}
            <Typography variant="caption" color="text.secondary">
              <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>
            {comment.body}
          </Typography>
          {!isReply && !isReplying && (
            <Button size="small" onClick={() => setIsReplying(true)} sx={{ ml: -1, mt: 0.25 }}>
              Reply
            </Button>
          )}
          {(comment.replies?.length ?? 0) > 0 && (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, mt: 1.5 }}>
              {(comment.replies ?? []).map((reply) => (
                <CommentItem key={reply.id} comment={reply} fileId={fileId} isReply />
              ))}
            </Stack>
          )}
          {isReplying && (
            <Box sx={{ mt: 1.5 }}>
              <CommentForm
                fileId={fileId}
                parentId={comment.id}
                variant="reply"
                autoFocus
                onDone={() => setIsReplying(false)}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Box>
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
    (comment) => (comment.fileId ?? undefined) === fileId && !comment.parentId,
  );
  const headingId = `comments-${fileId ?? 'portal'}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
        {thread.length > 0 && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
            {thread.length}
          </Typography>
        )}
      </Typography>
      {comments.isPending ? (
        <Stack spacing={2} aria-label="Loading comments">
          {[0, 1].map((key) => (
            <Box key={key} sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="90%" />
              </Box>
            </Box>
          ))}
        </Stack>
      ) : comments.isError ? (
        <Typography color="error" role="alert" sx={{ mb: 2 }}>
          {comments.error.message}
        </Typography>
      ) : thread.length === 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', mb: 2 }}>
          <ChatBubbleOutline aria-hidden />
          <Typography>No comments yet — be the first to leave feedback</Typography>
        </Box>
      ) : (
        <Stack component="ul" spacing={2.5} sx={{ p: 0, m: 0, mb: 3 }}>
          {thread.map((comment) => (
            <CommentItem key={comment.id} comment={comment} fileId={fileId} />
          ))}
        </Stack>
      )}
      <CommentForm fileId={fileId} />
    </Box>
  );
}
