import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

interface CallToActionProps {
  title?: string;
  text?: string;
  secondary?: { label: string; to: string };
}

/** The end of a marketing page: one clear next step, and a quieter second one. */
export function CallToAction({
  title = 'Ready for your next hand-off?',
  text = 'Create a free account and share your first branded portal in minutes. Your clients just open the link.',
  secondary = { label: 'Talk to us', to: '/contact' },
}: CallToActionProps) {
  return (
    <Card
      component="section"
      aria-labelledby="cta-title"
      sx={{ mt: { xs: 8, md: 10 }, p: { xs: 4, md: 6 }, textAlign: 'center' }}
    >
      <Typography id="cta-title" variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={Link} to="/register" variant="contained" size="large">
          Get started free
        </Button>
        <Button component={Link} to={secondary.to} variant="outlined" size="large">
          {secondary.label}
        </Button>
      </Stack>
    </Card>
  );
}
