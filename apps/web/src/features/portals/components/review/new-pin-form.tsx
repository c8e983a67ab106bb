import type { Anchor } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useAddComment } from '../../api/file-review';
import { placeOf } from '../../lib/pins';
import { useNotify } from '../feedback';

interface NewPinFormProps {
  portalId: string;
  fileId: string;
  version: number;
  anchor: Anchor;
  onDone: () => void;
}

/** The creator's own pin: the spot or moment chosen in the preview, and the note typed here. */
export function NewPinForm({ portalId, fileId, version, anchor, onDone }: NewPinFormProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(portalId);
  const notify = useNotify();
  const place = placeOf(anchor);
  const save = async () => {
    setError(null);
    try {
      await add.mutateAsync({ body: body.trim(), fileId, fileVersion: version, anchor });
      notify('Comment added');
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="New comment"
      sx={{ p: 1.5, mb: 1, borderRadius: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) void save();
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        New comment
        {place ? `, ${place}` : anchor.kind === 'rect' ? ' on the area you picked' : ' at the spot you picked'}
      </Typography>
      <TextField
        size="small"
        fullWidth
        autoFocus
        label="Your comment"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={!body.trim() || add.isPending}>
          Add comment
        </Button>
      </Stack>
    </Paper>
  );
}
