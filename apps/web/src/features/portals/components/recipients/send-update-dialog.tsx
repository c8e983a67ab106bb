import { RECIPIENT_MESSAGE_MAX, type Recipient, type RecipientUpdateResult } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSendUpdate, useUpdatePreview } from '../../api/recipient-updates';
import { changesFor, changeText } from './update-changes';

export interface SendUpdateDialogProps {
  open: boolean;
  onClose: () => void;
  portalId: string;
  recipients: Recipient[];
}

const NOTHING_NEW = 'Nothing new since your last update. Add a message to send one anyway.';

/** One email to all or some recipients listing the files added since they last heard, with an optional message. */
export function SendUpdateDialog({ open, onClose, portalId, recipients }: SendUpdateDialogProps) {
  const titleId = useId();
  const previewId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const preview = useUpdatePreview(portalId, open);
  const send = useSendUpdate(portalId);
  const [who, setWho] = useState<'all' | 'some'>('all');
  const [picked, setPicked] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<RecipientUpdateResult | null>(null);

  const close = () => {
    if (send.isPending) return;
    setWho('all');
    setPicked([]);
    setMessage('');
    setResult(null);
    send.reset();
    onClose();
  };
  const ids = who === 'all' ? recipients.map((recipient) => recipient.id) : picked;
  const changes = preview.data ? changesFor(preview.data, ids) : [];
  const hasMessage = message.trim().length > 0;
  const canSend = ids.length > 0 && (changes.length > 0 || hasMessage) && !send.isPending && preview.isSuccess;

  const submit = () =>
    send.mutate(
      { ...(who === 'some' ? { recipientIds: picked } : {}), ...(hasMessage ? { message: message.trim() } : {}) },
      { onSuccess: setResult },
    );
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <DialogTitle id={titleId}>Send an update</DialogTitle>
      <DialogContent>
        {result ? (
          <Alert severity="success" role="status">
            Update sent to {result.sentTo.join(', ')}.
          </Alert>
        ) : (
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <RadioGroup
              aria-label="Who gets the update"
              value={who}
              onChange={(event) => setWho(event.target.value as 'all' | 'some')}
            >
              <FormControlLabel value="all" control={<Radio />} label={`All recipients (${recipients.length})`} />
              <FormControlLabel value="some" control={<Radio />} label="Choose recipients" />
            </RadioGroup>
            {who === 'some' && (
              <FormGroup aria-label="Recipients to update" sx={{ pl: 4, mt: '0 !important' }}>
                {recipients.map((recipient) => (
                  <FormControlLabel
                    key={recipient.id}
                    control={
                      <Checkbox
                        checked={picked.includes(recipient.id)}
                        onChange={(event) => toggle(recipient.id, event.target.checked)}
                      />
                    }
                    label={recipient.name ? `${recipient.name} (${recipient.email})` : recipient.email}
                  />
                ))}
              </FormGroup>
            )}
            <Box component="section" aria-labelledby={previewId}>
              <Typography id={previewId} variant="subtitle2" component="h3">
                What the email lists
              </Typography>
              {preview.isPending && <Skeleton width="60%" />}
              {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
              {preview.isSuccess && changes.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {ids.length === 0 ? 'Choose at least one recipient.' : NOTHING_NEW}
                </Typography>
              )}
              {changes.length > 0 && (
                <Box component="ul" aria-label="Files in the update" sx={{ my: 0.5, pl: 3 }}>
                  {changes.map((change) => (
                    <Typography component="li" variant="body2" key={change.fileId} sx={{ overflowWrap: 'anywhere' }}>
                      {changeText(change)}
                      {change.note && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          — {change.note}
                        </Typography>
                      )}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
            <TextField
              label="Message (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              helperText={`Quoted above the list. ${message.length}/${RECIPIENT_MESSAGE_MAX}`}
              slotProps={{ htmlInput: { maxLength: RECIPIENT_MESSAGE_MAX } }}
            />
            {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result ? (
          <Button variant="contained" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button variant="contained" onClick={submit} disabled={!canSend}>
              {send.isPending ? 'Sending…' : 'Send update'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
