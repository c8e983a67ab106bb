import {
  type Approval,
  approvalSchema,
  type CreatorComment,
  creatorCommentSchema,
  type Section,
} from '@clientdock/shared';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { EmptyPanel } from '@/components/empty-panel';
import { formatDateTime } from '@/lib/format';

/** The archive view sends comments and approvals as unknown JSON; only what matches the shared shapes is shown. */
export function readComments(value: unknown[]): CreatorComment[] {
  const parsed = z.array(creatorCommentSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function readApprovals(value: unknown[]): Approval[] {
  const parsed = z.array(approvalSchema).safeParse(value);
  return parsed.success ? parsed.data : [];
}

function CommentItem({ comment, depth = 0 }: { comment: CreatorComment; depth?: number }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', pl: depth ? 2 : 0, borderLeft: depth ? 2 : 0, borderColor: 'divider' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {comment.authorName}
        {comment.authorType === 'creator' ? ' (you)' : ''}
        {comment.authorEmail ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {comment.authorEmail}
          </Typography>
        ) : null}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(comment.createdAt)}
        {comment.resolvedAt ? ' · resolved' : ''}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
        {comment.body}
      </Typography>
      {comment.replies.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, mt: 1.5, p: 0 }}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} depth={depth + 1} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function CommentList({ comments }: { comments: CreatorComment[] }) {
  if (comments.length === 0)
    return (
      <EmptyPanel
        compact
        icon={<ChatBubbleOutlineRounded />}
        title="No comments"
        description="Comments your client left in this portal appear here."
      />
    );
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2.5 }}>
      <Stack component="ul" spacing={2.5} sx={{ m: 0, p: 0 }}>
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Stack>
    </Paper>
  );
}

export function ApprovalList({ approvals, sections }: { approvals: Approval[]; sections: Section[] }) {
  if (approvals.length === 0)
    return (
      <EmptyPanel
        compact
        icon={<FactCheckOutlined />}
        title="No approvals"
        description="Approvals and change requests from your client appear here."
      />
    );
  const sectionTitle = (id: string | null) => sections.find((section) => section.id === id)?.title || 'a section';
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2.5 }}>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
        {approvals.map((approval) => (
          <Box key={approval.id} component="li" sx={{ listStyle: 'none' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={approval.decision === 'approved' ? 'success' : 'warning'}
                icon={approval.decision === 'approved' ? <TaskAltRounded /> : <RateReviewOutlined />}
                label={approval.decision === 'approved' ? 'Approved' : 'Changes requested'}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {approval.approverName}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {approval.fileName
                ? `${approval.fileName}${approval.fileVersion ? ` (version ${approval.fileVersion})` : ''}`
                : sectionTitle(approval.sectionId)}{' '}
              · {formatDateTime(approval.createdAt)}
            </Typography>
            {approval.note && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                {approval.note}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
