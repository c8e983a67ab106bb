import { type PortalFile, VERSION_NOTE_MAX } from '@clientdock/shared';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { VersionOptions } from '../../lib/portal-uploader';

interface NewVersionDialogProps {
  file: PortalFile | null;
  onClose: () => void;
  onUpload: (file: PortalFile, upload: File, options: VersionOptions) => void;
}

function NewVersionForm({ file, onClose, onUpload }: NewVersionDialogProps & { file: PortalFile }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [notifyClients, setNotifyClients] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!upload) return setError('Choose the file of the new version.');
    onUpload(file, upload, { note: note.trim() || undefined, notifyClients });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        Upload version {file.version + 1} of {file.name}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<UploadFileRounded />} onClick={() => input.current?.click()}>
              {upload ? 'Choose another file' : 'Choose file'}
            </Button>
            <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {upload?.name ?? error ?? 'No file chosen yet'}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="New version file"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                if (chosen) {
                  setUpload(chosen);
                  setError(null);
                }
                event.currentTarget.value = '';
              }}
            />
          </Stack>
          <TextField
            label="What changed"
            placeholder="Logo larger, colours warmer"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: VERSION_NOTE_MAX } }}
            helperText={`Optional. Clients see it with the new version. ${note.length}/${VERSION_NOTE_MAX}`}
          />
          <FormControlLabel
            control={<Checkbox checked={notifyClients} onChange={(event) => setNotifyClients(event.target.checked)} />}
            label="Email clients who commented or approved"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          Upload new version
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Picks the file of a new version, with an optional note and whether the file's clients are emailed. */
export function NewVersionDialog(props: NewVersionDialogProps) {
  if (!props.file) return null;
  return <NewVersionForm key={props.file.id} {...props} file={props.file} />;
}
