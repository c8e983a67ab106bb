import AddRounded from '@mui/icons-material/AddRounded';
import Fab from '@mui/material/Fab';
import { Link } from 'react-router';

/** Small screens only: a thumb-reachable way to start. */
export function CreatePortalFab() {
  return (
    <Fab
      component={Link}
      to="/register"
      color="primary"
      variant="extended"
      aria-label="Create portal"
      sx={{ position: 'fixed', right: 16, bottom: 16, display: { xs: 'inline-flex', sm: 'none' } }}
    >
      <AddRounded sx={{ mr: 1 }} />
      Create portal
    </Fab>
  );
}
