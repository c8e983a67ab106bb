import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from 'react-router';
import type { LimitProblem } from '@/lib/limit-problem';

/** A refused save: a plan limit as a warning with the way to the plans, anything else as an error. */
export function LimitProblemAlert({ problem, sx }: { problem: LimitProblem | null; sx?: SxProps<Theme> }) {
  if (!problem) return null;
  return (
    <Alert
      severity={problem.isLimit ? 'warning' : 'error'}
      role="alert"
      sx={sx}
      action={
        problem.isLimit ? (
          <Button component={Link} to="/pricing" color="inherit" size="small">
            Compare plans
          </Button>
        ) : undefined
      }
    >
      {problem.message}
    </Alert>
  );
}
