import { SUPPORT_TOPICS, type SupportTopic } from '@clientdock/shared';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useSession } from '@/features/auth';
import { siteConfig } from '@/lib/site-config';
import { ContactForm } from '../components/contact-form';

const OTHER_WAYS = [
  { to: '/help', label: 'Help Center', text: 'Quick answers for creators and clients.', icon: HelpOutlineRounded },
  { to: '/docs', label: 'Documentation', text: 'The guide, self-hosting and the API.', icon: MenuBookOutlined },
  { to: '/status', label: 'Status', text: 'Is something down? Check here first.', icon: MonitorHeartOutlined },
];

function parseTopic(value: string | null): SupportTopic | undefined {
  return (SUPPORT_TOPICS as readonly string[]).includes(value ?? '') ? (value as SupportTopic) : undefined;
}

export default function ContactPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const me = session.status === 'active' ? session.me : null;
  return (
    <PageFrame
      eyebrow="Contact"
      title="Talk to us"
      description="Questions about ClientDock, your account, plans or running your own instance: send us a message and we answer by email."
      meta={{
        title: 'Contact',
        description:
          'Contact ClientDock support about your account, plans, self-hosting or security. We answer by email.',
      }}
    >
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Send a message
              </Typography>
              <ContactForm
                initialTopic={parseTopic(params.get('topic'))}
                initialName={me?.displayName ?? ''}
                initialEmail={me?.email ?? ''}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Typography id="other-ways-title" variant="h6" component="h2">
              Other ways to get help
            </Typography>
            {OTHER_WAYS.map(({ icon: Icon, ...way }) => (
              <Stack key={way.to} direction="row" spacing={2}>
                <Icon color="primary" aria-hidden />
                <div>
                  <MuiLink component={Link} to={way.to} sx={{ fontWeight: 600 }}>
                    {way.label}
                  </MuiLink>
                  <Typography variant="body2" color="text.secondary">
                    {way.text}
                  </Typography>
                </div>
              </Stack>
            ))}
            <Stack direction="row" spacing={2}>
              <EmailOutlined color="primary" aria-hidden />
              <div>
                <MuiLink href={`mailto:${siteConfig.contactEmail}`} sx={{ fontWeight: 600 }}>
                  {siteConfig.contactEmail}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  If you prefer your own email program.
                </Typography>
              </div>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
    </PageFrame>
  );
}
