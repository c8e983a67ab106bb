import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApprovalReceipt } from '@/components/approval-receipt';
import { usePortalApprovals } from '../../api/portal-queries';
import type { Approval } from '../../api/types';
import { usePortal } from '../portal-context';
import type { ApprovalTarget } from './approval-dialog';

export function approvalsFor(approvals: Approval[] | undefined, target: ApprovalTarget): Approval[] {
  return (approvals ?? []).filter((approval) =>
    'fileId' in target ? approval.fileId === target.fileId : approval.sectionId === target.sectionId,
  );
}

interface ApprovalButtonsProps {
  onDecide: (decision: Approval['decision']) => void;
  fullWidth?: boolean;
  size?: 'medium' | 'large';
}

// On a phone both labels must fit on one line side by side: the icons give way first.
const buttonSx = { whiteSpace: 'nowrap', '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } };

export function ApprovalButtons({ onDecide, fullWidth = false, size = 'large' }: ApprovalButtonsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ width: fullWidth ? '100%' : 'auto' }}>
      <Button
        variant="contained"
        startIcon={<CheckCircleOutline />}
        onClick={() => onDecide('approved')}
        size={size}
        sx={{ ...buttonSx, flex: fullWidth ? 1 : undefined }}
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        startIcon={<EditNoteOutlined />}
        onClick={() => onDecide('changes_requested')}
        size={size}
        sx={{ ...buttonSx, flex: fullWidth ? 1 : undefined }}
      >
        Request changes
      </Button>
    </Stack>
  );
}

interface ApprovalPanelProps {
  target: ApprovalTarget;
  onDecide: (decision: Approval['decision']) => void;
  /** Hide the buttons (a phone shows them in the sticky bar instead). */
  hideButtons?: boolean;
  size?: 'medium' | 'large';
}

/** Receipts for one file or section, newest first, and the buttons to record a decision. */
export function ApprovalPanel({ target, onDecide, hideButtons = false, size = 'large' }: ApprovalPanelProps) {
  const { uuid, portal } = usePortal();
  const approvals = usePortalApprovals(uuid);
  const receipts = approvalsFor(approvals.data, target);
  const sectionTitle = (id: string | null) => portal.sections.find((section) => section.id === id)?.title || 'Section';
  return (
    <Box>
      {receipts.length > 0 && (
        <Stack spacing={1.5} sx={{ mb: hideButtons ? 0 : 2 }} aria-label="Approval receipts">
          {receipts.map((approval) => (
            <ApprovalReceipt key={approval.id} approval={approval} subject={sectionTitle(approval.sectionId)} />
          ))}
        </Stack>
      )}
      {!hideButtons && (
        <>
          {receipts.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {'fileId' in target
                ? 'Happy with this version? Approve it, or tell the creator what to change.'
                : 'Happy with this part? Approve it, or tell the creator what to change.'}
            </Typography>
          )}
          <ApprovalButtons onDecide={onDecide} size={size} />
        </>
      )}
    </Box>
  );
}
