import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingSection } from '../components/marketing-section';

const HOW_WE_WORK = [
  {
    title: 'Small and written down',
    text: 'A small team that decides in writing: every choice a newcomer would ask about has a short decision record.',
  },
  {
    title: 'Tests before claims',
    text: 'Every route is tested against both databases, and every journey a person takes runs in a real browser.',
  },
  {
    title: 'The client’s phone first',
    text: 'We measure what a portal costs a phone on a slow connection and hold ourselves to a budget.',
  },
  {
    title: 'Plain words',
    text: 'Error messages are written for the person who reads them, with what to do next.',
  },
];

export default function CareersPage() {
  return (
    <PageFrame
      eyebrow="Careers"
      title="Work on ClientDock"
      description="We are a small team building a calm, fast client portal that people can run themselves. Here is how we work, and how to reach us."
      meta={{
        title: 'Careers',
        description: 'Working on ClientDock: open roles, how the team works and how to get in touch.',
      }}
    >
      <MarketingSection id="open-roles" title="Open roles">
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              No open roles right now
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
              We are not hiring at the moment. If you build for freelancers and agencies, care about privacy and like
              software that stays small, we would still like to hear from you. Tell us what you would work on.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={Link} to="/contact" variant="contained">
                Introduce yourself
              </Button>
              <Button component={Link} to="/about" variant="outlined">
                Read about ClientDock
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </MarketingSection>
      <MarketingSection id="how-we-work" title="How we work">
        <FeatureGrid items={HOW_WE_WORK} columns={2} />
      </MarketingSection>
    </PageFrame>
  );
}
