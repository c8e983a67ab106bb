import { REQUEST_LIMITS, type RequestUpload } from '@clientdock/shared';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';

/** Asks why an upload is refused; the note goes to the client with the rejection. */
export function RejectUploadDialog({
  upload,
  isSending,
  error,
  onReject,
  onClose,
}: {
  upload: RequestUpload | null;
  isSending: boolean;
  error: string | null;
  onReject: (note: string) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (upload) {
      setNote('');
      setProblem(null);
    }
  }, [upload]);
  const message = problem ?? error;
  return (
    <FormDialog
      open={Boolean(upload)}
      onClose={onClose}
      title="Reject this file?"
      formId={formId}
      isSending={isSending}
      submitLabel="Reject"
      onSubmit={(event) => {
        event.preventDefault();
        if (!note.trim()) {
          setProblem('Tell your client what to change, so they can send a better file.');
          return;
        }
        onReject(note.trim());
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        <strong>{upload?.name}</strong> is marked as rejected. Your client sees your note beside the file and can send
        another one.
      </Typography>
      <TextField
        label="Note to your client"
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setProblem(null);
        }}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        required
        error={Boolean(message)}
        helperText={message ?? 'For example: "The logo needs a transparent background."'}
        slotProps={{ htmlInput: { maxLength: REQUEST_LIMITS.note } }}
      />
    </FormDialog>
  );
}
