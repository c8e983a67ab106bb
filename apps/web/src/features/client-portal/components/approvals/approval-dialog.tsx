import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { useCreateApproval } from '../../api/portal-queries';
import type { Approval, ApprovalDecision } from '../../api/types';
import {
  CHANGES_NOTE_REQUIRED,
  fieldErrors,
  loadClientSchemas,
  prefetchClientSchemas,
} from '../../lib/load-client-schemas';
import { usePortal } from '../portal-context';

export type ApprovalTarget = { fileId: string; label: string; version: number } | { sectionId: string; label: string };

interface ApprovalDialogProps {
  target: ApprovalTarget;
  decision: ApprovalDecision;
  onClose: () => void;
  onRecorded: (approval: Approval) => void;
}

export function ApprovalDialog({ target, decision, onClose, onRecorded }: ApprovalDialogProps) {
  const { uuid, identity, rememberIdentity, notify } = usePortal();
  const createApproval = useCreateApproval(uuid);
  const [name, setName] = useState(identity.name);
  const [email, setEmail] = useState(identity.email);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isApproval = decision === 'approved';
  const titleId = 'approval-dialog-title';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { approvalCreateSchema } = await loadClientSchemas();
    const targetIds = 'fileId' in target ? { fileId: target.fileId } : { sectionId: target.sectionId };
    const parsed = approvalCreateSchema.safeParse({ name, email, note, decision, ...targetIds });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!isApproval && !note.trim()) found.note ??= CHANGES_NOTE_REQUIRED;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    const input = parsed.data;
    createApproval.mutate(
      {
        name: input.name,
        decision,
        ...(input.email ? { email: input.email } : {}),
        ...(input.note ? { note: input.note } : {}),
        ...targetIds,
      },
      {
        onSuccess: (approval) => {
          rememberIdentity({ name: input.name, email: input.email ?? '' });
          notify(isApproval ? 'Approval recorded' : 'Change request sent');
          onRecorded(approval);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={false}
      aria-labelledby={titleId}
      sx={
        isPhone
          ? {
              '& .MuiDialog-container': { alignItems: 'flex-end' },
              '& .MuiDialog-paper': { m: 0, width: '100%', maxWidth: '100%', borderRadius: '16px 16px 0 0' },
            }
          : undefined
      }
    >
      <form onSubmit={onSubmit} onFocus={prefetchClientSchemas} noValidate>
        <DialogTitle id={titleId}>{isApproval ? 'Approve' : 'Request changes'}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {isApproval ? 'You are approving ' : 'You are asking for changes to '}
            <strong>{target.label}</strong>
            {'version' in target ? ` (version ${target.version})` : ''}. The creator gets a receipt with your name and
            the time.
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={isApproval ? 'Note (optional)' : 'What should change?'}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(errors.note)}
              helperText={errors.note}
              required={!isApproval}
              multiline
              minRows={isApproval ? 2 : 3}
              autoFocus={!isApproval}
              fullWidth
            />
            <TextField
              label="Your name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              autoComplete="name"
              required
              autoFocus={isApproval && !name}
              fullWidth
            />
            <TextField
              label="Email (optional)"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={errors.email ?? 'Added to the receipt'}
              autoComplete="email"
              fullWidth
            />
            {createApproval.error && (
              <Typography role="alert" color="error" variant="body2">
                {createApproval.error.message}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={createApproval.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={isApproval ? 'primary' : 'warning'}
            disabled={createApproval.isPending}
          >
            {createApproval.isPending ? 'Sending…' : isApproval ? 'Approve' : 'Send request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
