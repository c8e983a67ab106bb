import { RECIPIENT_MESSAGE_MAX, recipientCreateSchema } from '@clientdock/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { ChipsField } from '@/components/chips-field';
import { errorMessage } from '@/lib/api-client';
import { usePinSendable } from '../../api/owner-preview';
import { useInviteRecipient, useRefreshRecipients } from '../../api/recipients';

const MAX_ADDRESSES = 20;

interface SendResult {
  email: string;
  ok: boolean;
  text: string;
}

const emailProblem = (email: string) => {
  const result = recipientCreateSchema.shape.email.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a valid email address');
};

export interface SendToClientDialogProps {
  open: boolean;
  onClose: () => void;
  portal: { id: string; name: string; accessType: 'link' | 'pin' | 'email' };
}

/** Sends the portal to one or more addresses with an optional personal message; says how each one went. */
export function SendToClientDialog({ open, onClose, portal }: SendToClientDialogProps) {
  const titleId = useId();
  const pinHintId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const invite = useInviteRecipient(portal.id);
  const refresh = useRefreshRecipients(portal.id);
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [includePin, setIncludePin] = useState(false);
  const [isSending, setSending] = useState(false);
  const [results, setResults] = useState<SendResult[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const reset = () => {
    setEmails([]);
    setMessage('');
    setIncludePin(false);
    setResults([]);
    setFieldError(undefined);
  };
  const close = () => {
    if (isSending) return;
    reset();
    onClose();
  };

  const isPinPortal = portal.accessType === 'pin';
  const pinSendable = usePinSendable(portal.id, open && isPinPortal);
  const pinLocked = pinSendable.data === false;
  const pinChosen = isPinPortal && includePin && !pinLocked;

  const send = async () => {
    const invalid = emails.find((email) => emailProblem(email));
    if (emails.length === 0) return setFieldError('Add at least one email address, then press Send');
    if (invalid) return setFieldError(`${invalid}: ${emailProblem(invalid)}`);
    setFieldError(undefined);
    setSending(true);
    const done: SendResult[] = [];
    for (const email of emails) {
      try {
        await invite.mutateAsync({
          email,
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(pinChosen ? { includePin: true } : {}),
        });
        done.push({ email, ok: true, text: 'Sent' });
      } catch (error) {
        done.push({ email, ok: false, text: errorMessage(error) });
      }
    }
    setSending(false);
    setResults(done);
    // What failed stays in the field, to try again.
    setEmails(done.filter((result) => !result.ok).map((result) => result.email));
    await refresh();
  };

  const allSent = results.length > 0 && results.every((result) => result.ok);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle id={titleId}>Send to client</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {results.length > 0 && (
            <List dense aria-label="Sending results" disablePadding>
              {results.map((result) => (
                <ListItem key={result.email} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {result.ok ? (
                      <CheckCircleRounded color="success" aria-hidden />
                    ) : (
                      <ErrorOutlineRounded color="error" aria-hidden />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={result.email}
                    secondary={result.text}
                    slotProps={{ secondary: { color: result.ok ? 'success.main' : 'error.main' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {!allSent && (
            <>
              <ChipsField
                label="Client email addresses"
                helperText="Each address gets its own personal link. Press Enter after each."
                value={emails}
                onChange={(next) => {
                  setEmails(next);
                  setFieldError(undefined);
                }}
                error={fieldError}
                inputType="email"
                separators={/[\s,;]+/}
                normalize={(email) => email.trim().toLowerCase()}
                isInvalid={(email) => emailProblem(email) !== null}
                maxItems={MAX_ADDRESSES}
                tooManyMessage={`Send to at most ${MAX_ADDRESSES} addresses at once`}
              />
              <TextField
                label="Personal message (optional)"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                multiline
                minRows={3}
                helperText={`Quoted in the email. ${message.length}/${RECIPIENT_MESSAGE_MAX}`}
                error={message.length > RECIPIENT_MESSAGE_MAX}
                slotProps={{ htmlInput: { maxLength: RECIPIENT_MESSAGE_MAX } }}
              />
              {isPinPortal && (
                <div>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={pinChosen}
                        onChange={(event) => setIncludePin(event.target.checked)}
                        disabled={pinLocked || isSending}
                        slotProps={{ input: { 'aria-describedby': pinHintId } }}
                      />
                    }
                    label="Include the PIN in the email"
                  />
                  <FormHelperText id={pinHintId} sx={{ mt: 0, ml: 4 }}>
                    {pinLocked
                      ? 'Set the PIN again to send it by email'
                      : 'Anyone who sees the email can open the portal'}
                  </FormHelperText>
                </div>
              )}
              {isPinPortal && !pinChosen && (
                <Alert severity="info">
                  This portal asks for a PIN. The email says so; give your client the PIN separately.
                </Alert>
              )}
              {portal.accessType === 'email' && (
                <Alert severity="info">The addresses join this portal’s client emails, so they can open it.</Alert>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {allSent ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={isSending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={send} disabled={isSending}>
              {isSending ? 'Sending…' : 'Send'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
