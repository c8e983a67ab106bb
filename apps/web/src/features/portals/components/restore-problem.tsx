import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import type { LimitProblem } from '@/lib/limit-problem';

export interface RestoreProblem extends LimitProblem {
  portalId: string;
}

/** A refused restore, with the two ways forward when the plan's active portals are all in use. */
export function RestoreProblemAlert({
  problem,
  onRestoreAsDraft,
  onClose,
}: {
  problem: RestoreProblem;
  onRestoreAsDraft: () => void;
  onClose: () => void;
}) {
  return (
    <Alert severity={problem.isLimit ? 'warning' : 'error'} role="alert" onClose={onClose} sx={{ mb: 3 }}>
      {problem.message}
      {problem.isLimit && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" color="inherit" onClick={onRestoreAsDraft}>
            Restore as draft
          </Button>
          <Button size="small" component={Link} to="/pricing" color="inherit">
            Compare plans
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
