import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';

const PRACTICES = [
  {
    title: 'Three ways in',
    text: 'An open link, a PIN, or a six-digit code emailed to an allowed address. Codes are single use and expire after 10 minutes.',
  },
  {
    title: 'Guessing is throttled',
    text: 'Wrong PINs slow down with every attempt and lock out after repeated failures, per portal and per address.',
  },
  {
    title: 'Files behind the check',
    text: 'Files are never on a public path; every download passes the same access check as the portal itself.',
  },
  {
    title: 'Secrets stay hashed',
    text: 'Passwords, PINs and email codes are stored only as hashes; sessions live in secure, HTTP-only cookies.',
  },
];

export default function SecurityPage() {
  return (
    <PageFrame
      title="Security"
      description="How ClientDock keeps each portal private to the people it was shared with."
    >
      <Grid container spacing={3}>
        {PRACTICES.map((practice) => (
          <Grid key={practice.title} size={{ xs: 12, sm: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {practice.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {practice.text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}
