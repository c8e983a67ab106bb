import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Grid from '@mui/material/Grid';
import { LinkCard } from '@/components/link-card';
import { PageFrame } from '@/components/page-frame';

const AREAS = [
  {
    to: '/admin/creators',
    title: 'Manage Creators',
    text: 'Approve sign-ups, suspend accounts, change plans.',
    icon: PeopleAltOutlined,
  },
  {
    to: '/admin/templates',
    title: 'Template Management',
    text: 'Review and feature marketplace templates.',
    icon: ViewQuiltOutlined,
  },
  { to: '/admin/blog', title: 'Blog Manager', text: 'Write and publish posts.', icon: ArticleOutlined },
  {
    to: '/admin/analytics',
    title: 'Platform Analytics',
    text: 'Activity across the whole instance.',
    icon: BarChartOutlined,
  },
  {
    to: '/admin/security',
    title: 'Security Logs',
    text: 'Sign-ins, lockouts and role changes.',
    icon: SecurityOutlined,
  },
  {
    to: '/admin/support-tickets',
    title: 'Support tickets',
    text: 'Messages from the contact form.',
    icon: SupportAgentOutlined,
  },
  {
    to: '/admin/settings',
    title: 'Platform settings',
    text: 'Sign-up approval, limits, email and storage.',
    icon: TuneOutlined,
  },
];

export default function AdminDashboardPage() {
  return (
    <PageFrame
      title="Admin Dashboard"
      description="Run this ClientDock instance: its creators, templates, content, activity and security."
    >
      <Grid container spacing={2}>
        {AREAS.map(({ to, title, text, icon: Icon }) => (
          <Grid key={to} size={{ xs: 12, sm: 6, lg: 4 }}>
            <LinkCard to={to} title={title} description={text} icon={<Icon color="primary" />} />
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}
