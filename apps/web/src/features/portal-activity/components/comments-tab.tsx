import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Replay from '@mui/icons-material/Replay';
import Verified from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, getInitials } from '@/lib/format';
import { useActivityComments, useActivityFiles, useReplyToComment, useResolveComment } from '../api/activity-queries';
import type { ActivityComment } from '../api/types';
import { ActivityEmpty, ActivityError } from './activity-empty';

type Notify = (message: string, severity?: 'success' | 'error') => void;

function CommentLine({ comment }: { comment: ActivityComment }) {
  const isCreator = comment.authorType === 'creator';
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          fontSize: 13,
          bgcolor: isCreator ? 'primary.main' : 'action.selected',
          color: isCreator ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {getInitials(comment.authorName)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span">
            {comment.authorName}
          </Typography>
          {comment.verified && <Verified titleAccess="Verified email" sx={{ fontSize: 16, color: 'success.main' }} />}
          {isCreator && <Chip label="You" size="small" color="primary" sx={{ height: 20, fontSize: 11 }} />}
          {comment.authorEmail && (
            <Typography variant="caption" color="text.secondary">
              {comment.authorEmail}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            · {formatDateTime(comment.createdAt)}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.body}
        </Typography>
      </Box>
    </Box>
  );
}

function ThreadCard({
  portalId,
  comment,
  fileName,
  notify,
  readOnly,
}: {
  portalId: string;
  comment: ActivityComment;
  fileName: string | null;
  notify: Notify;
  readOnly: boolean;
}) {
  const [reply, setReply] = useState('');
  const [isReplying, setIsReplying] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);
  const sendReply = useReplyToComment(portalId);
  const resolve = useResolveComment(portalId);
  const isResolved = Boolean(comment.resolvedAt);

  const onReply = (event: FormEvent) => {
    event.preventDefault();
    const body = reply.trim();
    if (!body) {
      setReplyError('Write a reply first');
      return;
    }
    sendReply.mutate(
      { body, parentId: comment.id, fileId: comment.fileId },
      {
        onSuccess: () => {
          setReply('');
          setIsReplying(false);
          notify('Reply sent');
        },
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );
  };

  const toggleResolved = () =>
    resolve.mutate(
      { commentId: comment.id, resolved: !isResolved },
      {
        onSuccess: () => notify(isResolved ? 'Comment reopened' : 'Comment resolved'),
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );

  return (
    <Card component="article" sx={{ opacity: isResolved ? 0.75 : 1 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={fileName ? `On ${fileName}` : 'On the portal'} />
          {isResolved && <Chip size="small" color="success" variant="outlined" label="Resolved" />}
        </Box>
        <CommentLine comment={comment} />
        {(comment.replies ?? []).length > 0 && (
          <Stack spacing={1.5} sx={{ mt: 1.5, pl: { xs: 2, sm: 5.5 } }}>
            {comment.replies.map((child) => (
              <CommentLine key={child.id} comment={child} />
            ))}
          </Stack>
        )}
        {readOnly ? null : isReplying ? (
          <Box component="form" onSubmit={onReply} noValidate sx={{ mt: 2, pl: { xs: 0, sm: 5.5 } }}>
            <TextField
              label={`Reply to ${comment.authorName}`}
              value={reply}
              onChange={(event) => {
                setReply(event.target.value);
                setReplyError(null);
              }}
              error={Boolean(replyError)}
              helperText={replyError ?? 'Your client sees it in the portal with a Creator badge.'}
              multiline
              minRows={2}
              fullWidth
              autoFocus
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              <Button onClick={() => setIsReplying(false)} disabled={sendReply.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={sendReply.isPending}>
                {sendReply.isPending ? 'Sending…' : 'Send reply'}
              </Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, pl: { xs: 0, sm: 5.5 } }}>
            <Button size="small" onClick={() => setIsReplying(true)}>
              Reply
            </Button>
            <Button
              size="small"
              startIcon={isResolved ? <Replay /> : <CheckCircleOutline />}
              onClick={toggleResolved}
              disabled={resolve.isPending}
            >
              {isResolved ? 'Reopen' : 'Resolve'}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function CommentsTab({
  portalId,
  notify,
  readOnly = false,
}: {
  portalId: string;
  notify: Notify;
  /** Team viewers read the threads; replying and resolving are for those who may change the portal. */
  readOnly?: boolean;
}) {
  const comments = useActivityComments(portalId);
  const files = useActivityFiles(portalId);
  if (comments.isPending) {
    return (
      <Stack spacing={2}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  }
  if (comments.isError) return <ActivityError message={errorMessage(comments.error)} />;
  const threads = comments.data.filter((comment) => !comment.parentId);
  if (threads.length === 0) {
    return (
      <ActivityEmpty
        icon={<ChatBubbleOutline />}
        title="No comments yet"
        description="When your client leaves feedback on the portal or on a file, it shows up here for you to answer."
      />
    );
  }
  const nameOf = (fileId: string | null) =>
    fileId ? (files.data?.find((file) => file.id === fileId)?.name ?? 'a file') : null;
  // Open threads first, each group oldest first as the server sends them.
  const ordered = [...threads.filter((c) => !c.resolvedAt), ...threads.filter((c) => c.resolvedAt)];
  return (
    <Stack spacing={2}>
      {ordered.map((comment) => (
        <ThreadCard
          key={comment.id}
          portalId={portalId}
          comment={comment}
          fileName={nameOf(comment.fileId)}
          notify={notify}
          readOnly={readOnly}
        />
      ))}
    </Stack>
  );
}
