import type { Approval } from '@clientdock/shared';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';

/** One approval as the server records it: the receipt a client and the creator both see. */
export type ApprovalRecord = Approval;

interface ApprovalReceiptProps {
  approval: ApprovalRecord;
  /** What was approved when it is not a file (a section's title). */
  subject?: string;
  /** Show the approver's email (the creator sees it; a client sees their own). */
  showEmail?: boolean;
}

export function ApprovalReceipt({ approval, subject, showEmail = true }: ApprovalReceiptProps) {
  const isApproved = approval.decision === 'approved';
  const title = approval.fileName ?? subject ?? 'Section';
  const isOlder = approval.fileId !== null && !approval.appliesToLatest;
  return (
    <Card
      component="article"
      aria-label={`${isApproved ? 'Approval' : 'Change request'} receipt for ${title}`}
      sx={{ borderLeft: 4, borderLeftColor: isApproved ? 'success.main' : 'warning.main', opacity: isOlder ? 0.85 : 1 }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          {isApproved ? (
            <CheckCircle color="success" fontSize="small" aria-hidden />
          ) : (
            <RateReviewOutlined color="warning" fontSize="small" aria-hidden />
          )}
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {isApproved ? 'Approved' : 'Changes requested'}
          </Typography>
          {isOlder && approval.fileVersion !== null && (
            <Chip size="small" variant="outlined" label={`for version ${approval.fileVersion}`} />
          )}
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
          {approval.fileVersion !== null && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · Version {approval.fileVersion}
            </Typography>
          )}
        </Typography>
        {approval.sha256 && (
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', display: 'block' }}>
            <span title={approval.sha256}>sha256 {approval.sha256.slice(0, 12)}…</span>
          </Typography>
        )}
        {approval.note && (
          <Typography
            variant="body2"
            sx={{ mt: 1, px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap' }}
          >
            {approval.note}
          </Typography>
        )}
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            By {approval.approverName}
            {showEmail && approval.approverEmail ? ` (${approval.approverEmail})` : ''}
          </Typography>
          {approval.verified && (
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                color: 'success.main',
                typography: 'caption',
              }}
            >
              <Verified sx={{ fontSize: 16 }} aria-hidden />
              verified
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            · <time dateTime={approval.createdAt}>{formatDateTime(approval.createdAt)}</time>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
