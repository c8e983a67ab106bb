import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { LinkCard } from '@/components/link-card';
import { PageFrame } from '@/components/page-frame';
import { FaqList } from '../components/faq-list';
import { MarketingSection, visuallyHidden } from '../components/marketing-section';
import { HELP_ARTICLES, type HelpArticle, searchHelp } from '../content/help';

const GROUPS = [
  { audience: 'creators', id: 'creators', title: 'For creators' },
  { audience: 'clients', id: 'clients', title: 'For clients opening a portal' },
] as const;

const SHORTCUTS = [
  { to: '/docs', title: 'Documentation', description: 'The user guide and the API reference.', icon: MenuBookOutlined },
  {
    to: '/contact',
    title: 'Contact support',
    description: 'Ask us anything; we answer by email.',
    icon: ContactSupportOutlined,
  },
  { to: '/status', title: 'Status', description: 'Live health of this instance.', icon: MonitorHeartOutlined },
  { to: '/security', title: 'Security', description: 'How portals stay private.', icon: ShieldOutlined },
];

function toFaq(article: HelpArticle) {
  return {
    id: article.id,
    question: article.question,
    answer: (
      <>
        {article.answer.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {article.link && (
          <MuiLink component={Link} to={article.link.to}>
            {article.link.label}
          </MuiLink>
        )}
      </>
    ),
  };
}

export default function HelpPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const results = searchHelp(HELP_ARTICLES, query);
  const setQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <PageFrame
      eyebrow="Help Center"
      title="How can we help?"
      description="Answers for creators who share portals and for clients who open them. Search, or browse the questions below."
      meta={{
        title: 'Help Center',
        description:
          'Answers about creating portals, PIN and email-code access, approvals, branding, custom domains and teams, and help for clients opening a portal.',
      }}
    >
      <Box role="search" sx={{ maxWidth: 640, mb: 1 }}>
        <TextField
          fullWidth
          type="search"
          label="Search the help center"
          placeholder="Try: PIN, approval, domain"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Typography role="status" variant="body2" color="text.secondary" sx={query ? { mb: 2 } : visuallyHidden}>
        {query ? `${results.length} answer${results.length === 1 ? '' : 's'} found` : ''}
      </Typography>

      {results.length === 0 ? (
        <Card sx={{ p: { xs: 3, md: 4 }, mt: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            No answer matches “{query}”
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Try other words, or ask us: we read every message and answer by email.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={Link} to="/contact" variant="contained">
              Contact support
            </Button>
            <Button variant="outlined" onClick={() => setQuery('')}>
              Clear the search
            </Button>
          </Stack>
        </Card>
      ) : (
        GROUPS.map((group) => {
          const articles = results.filter((article) => article.audience === group.audience);
          if (articles.length === 0) return null;
          return (
            <MarketingSection key={group.id} id={group.id} title={group.title}>
              <FaqList items={articles.map(toFaq)} />
            </MarketingSection>
          );
        })
      )}

      <MarketingSection id="more-help" title="More ways to get help">
        <Grid container spacing={3}>
          {SHORTCUTS.map(({ icon: Icon, ...shortcut }) => (
            <Grid key={shortcut.to} size={{ xs: 12, sm: 6, md: 3 }}>
              <LinkCard {...shortcut} icon={<Icon color="primary" />} />
            </Grid>
          ))}
        </Grid>
      </MarketingSection>
    </PageFrame>
  );
}
