import { type InvitableRole, teamInvitationCreateSchema } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useInviteMember } from '../api/team';
import { INVITE_ROLE_ORDER, ROLE_SUMMARIES, roleLabel } from '../lib/roles';

interface InviteDialogProps {
  open: boolean;
  /** Only the owner appoints admins. */
  canInviteAdmins: boolean;
  onClose: () => void;
  onInvited: (email: string) => void;
}

export function InviteDialog({ open, canInviteAdmins, onClose, onInvited }: InviteDialogProps) {
  const titleId = useId();
  const roleLabelId = useId();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const roles = INVITE_ROLE_ORDER.filter((item) => item !== 'admin' || canInviteAdmins);

  const close = () => {
    if (invite.isPending) return;
    setEmail('');
    setRole('editor');
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamInvitationCreateSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter an email address');
      return;
    }
    setFieldError(null);
    setFormError(null);
    try {
      await invite.mutateAsync(parsed.data);
      onInvited(parsed.data.email);
      setEmail('');
      setRole('editor');
      onClose();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Invite a teammate</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              They get an email with a link that stays valid for 7 days. New to ClientDock? The link lets them create
              their account first.
            </Typography>
            <TextField
              label="Email address"
              type="email"
              autoComplete="off"
              autoFocus
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? 'The address they will sign in with.'}
            />
            <FormControl>
              <FormLabel id={roleLabelId} sx={{ mb: 1 }}>
                Role
              </FormLabel>
              <RadioGroup
                aria-labelledby={roleLabelId}
                value={role}
                onChange={(event) => setRole(event.target.value as InvitableRole)}
              >
                {roles.map((item) => (
                  <FormControlLabel
                    key={item}
                    value={item}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <span>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {roleLabel(item)}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {ROLE_SUMMARIES[item]}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {formError && (
              <Typography role="alert" color="error" variant="body2">
                {formError}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
