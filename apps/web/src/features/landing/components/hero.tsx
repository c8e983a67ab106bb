import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PortalPreview } from './portal-preview';

export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 12 }, pb: { xs: 6, md: 10 } }}>
      <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 600 }}>
            Client portals for freelancers and agencies
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}>
            Branded client portals your clients open without an account
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
            Share files, updates and approvals in one private place that carries your brand. You see every view,
            download and comment as it happens.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={Link} to="/register" variant="contained" size="large">
              Get started free
            </Button>
            <Button variant="outlined" size="large" startIcon={<PlayCircleOutlineRounded />} onClick={onWatchDemo}>
              Watch demo
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Free forever for 3 active portals. No card needed.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <PortalPreview />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
