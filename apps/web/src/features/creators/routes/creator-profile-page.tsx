import type { CreatorPage } from '@clientdock/shared';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageMeta } from '@/components/page-meta';
import { TemplateCard } from '@/features/templates';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useCreator } from '../api/get-creator';
import { CreatorHeader } from '../components/creator-header';

function ProfileSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }} role="status" aria-label="Loading creator profile">
      <Skeleton variant="rounded" height={220} sx={{ borderRadius: 4 }} />
      <Stack direction="row" spacing={3} sx={{ px: 4, mt: -6, alignItems: 'flex-end' }}>
        <Skeleton variant="circular" width={128} height={128} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" height={48} />
          <Skeleton width="25%" />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={96} sx={{ mt: 4 }} />
    </Container>
  );
}

function Stats({ stats }: { stats: CreatorPage['stats'] }) {
  const items = [
    { label: 'Templates', value: formatNumber(stats.totalTemplates) },
    { label: 'Downloads', value: formatNumber(stats.totalDownloads) },
    { label: 'Average rating', value: stats.averageRating > 0 ? `${stats.averageRating.toFixed(1)} ★` : '—' },
  ];
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 4 }}>
          <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, textAlign: 'center' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {item.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.label}
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function CreatorProfile({ creator }: { creator: CreatorPage }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 0, sm: 4 }, pb: { xs: 6 } }}>
      <PageMeta
        title={`${creator.displayName}${creator.businessName ? ` · ${creator.businessName}` : ''}`}
        description={
          creator.bio.slice(0, 160) || `Portal templates by ${creator.displayName} in the ClientDock marketplace.`
        }
      />
      <CreatorHeader creator={creator} />
      <Box sx={{ mt: 4 }}>
        <Stats stats={creator.stats} />
      </Box>
      <Box component="section" aria-labelledby="creator-templates" sx={{ mt: 5 }}>
        <Typography id="creator-templates" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2.5 }}>
          Templates by {creator.displayName}
        </Typography>
        {creator.templates.length === 0 ? (
          <Card variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed' }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {creator.displayName} has not published a template yet.
            </Typography>
            <Button component={Link} to="/marketplace" variant="outlined">
              Browse the marketplace
            </Button>
          </Card>
        ) : (
          <Grid container spacing={3}>
            {creator.templates.map((template) => (
              <Grid key={template.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <TemplateCard template={template} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Container>
  );
}

export default function CreatorProfilePage() {
  const { creatorId = '' } = useParams();
  const creator = useCreator(creatorId);
  if (creator.isPending) return <ProfileSkeleton />;
  if (creator.isError) {
    const missing = creator.error instanceof ApiError && creator.error.status === 404;
    return (
      <PageFrame
        eyebrow="Creator"
        title={missing ? 'Creator not found' : 'Could not load this profile'}
        description={
          missing
            ? 'This creator has no public profile, or it was taken down.'
            : `Please try again in a moment. ${errorMessage(creator.error)}`
        }
        meta={{ title: 'Creator not found', description: 'This creator profile is not public.', noindex: true }}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <PersonSearchOutlined color="disabled" sx={{ fontSize: 48 }} />
          <Button component={Link} to="/marketplace" variant="contained">
            Browse the marketplace
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  return <CreatorProfile creator={creator.data} />;
}
