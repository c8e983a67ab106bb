import AddRounded from '@mui/icons-material/AddRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';

/** A creator without portals: what analytics will show, and the one step that gets them there. */
export function NoPortalsYet() {
  return (
    <EmptyPanel
      icon={<InsightsOutlined />}
      title="No portals yet"
      description="Create a portal and share its link with a client. Every view, download, comment and approval will show up here, day by day."
      action={
        <Button component={Link} to="/dashboard/portals?new=1" variant="contained" startIcon={<AddRounded />}>
          Create a portal
        </Button>
      }
    />
  );
}

/** Portals exist but clients have not done anything yet (in this period). */
export function NoActivityYet({ phrase }: { phrase: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        display: 'flex',
        gap: 2,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        px: 3,
        py: 2.5,
      }}
    >
      <ShareOutlined color="primary" aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>No client activity {phrase}</Typography>
        <Typography variant="body2" color="text.secondary">
          Share a portal link with your client; their views, downloads, comments and approvals appear here.
        </Typography>
      </Box>
      <Button component={Link} to="/dashboard/portals" variant="outlined" sx={{ flexShrink: 0 }}>
        Go to portals
      </Button>
    </Paper>
  );
}
