import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  canSave: boolean;
  saveLabel: string;
  onSave: () => void;
  onDiscard: () => void;
}

/** Stays at the bottom of the screen while there is something to save, within thumb reach on a phone. */
export function SaveBar({ isDirty, isSaving, canSave, saveLabel, onSave, onDiscard }: SaveBarProps) {
  return (
    <Slide direction="up" in={isDirty} mountOnEnter unmountOnExit>
      <Paper
        elevation={6}
        role="region"
        aria-label="Unsaved changes"
        sx={{ position: 'sticky', bottom: 16, zIndex: 3, borderRadius: 3, px: 2, py: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {canSave ? 'You have unsaved changes' : 'Fix the marked sections to save'}
          </Typography>
          <Button onClick={onDiscard} disabled={isSaving}>
            Discard
          </Button>
          <Button
            variant="contained"
            onClick={onSave}
            disabled={isSaving || !canSave}
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {saveLabel}
          </Button>
        </Stack>
      </Paper>
    </Slide>
  );
}
