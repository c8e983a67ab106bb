import Alert from '@mui/material/Alert';

/** An error under a settings card's controls, dismissible. */
export function ProblemAlert({ problem, onClose }: { problem: string | null; onClose: () => void }) {
  if (!problem) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose}>
      {problem}
    </Alert>
  );
}
