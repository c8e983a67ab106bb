import { formatSetupTime, type TemplateDetail } from '@clientdock/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FeedbackProvider } from '@/components/feedback';
import { PageContainer } from '@/components/page-container';
import { PageFrame } from '@/components/page-frame';
import { PageMeta } from '@/components/page-meta';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTemplate } from '../api/template-detail';
import { CreatorCard } from '../components/creator-card';
import { TemplateActions } from '../components/template-actions';
import { FeaturedChip, VerifiedMark } from '../components/template-badges';
import { TemplatePreview } from '../components/template-preview';
import { TemplateReviews } from '../components/template-reviews';
import { UseTemplateDialog } from '../components/use-template-dialog';
import { COMPLEXITY_LABELS, categoryLabel, STATUS_LABELS } from '../lib/labels';

function DetailSkeleton() {
  return (
    <PageContainer role="status" aria-label="Loading template">
      <Skeleton width={140} />
      <Skeleton width="50%" height={56} />
      <Skeleton width="70%" />
      <Grid container spacing={4} sx={{ mt: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={480} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={360} />
        </Grid>
      </Grid>
    </PageContainer>
  );
}

function Header({ template }: { template: TemplateDetail }) {
  return (
    <Stack spacing={1.5}>
      <Typography
        variant="overline"
        sx={{ fontWeight: 700, letterSpacing: 1, lineHeight: 1.4, color: template.preview.accentColor }}
      >
        {categoryLabel(template.category)} template
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.6rem' } }}>
          {template.name}
        </Typography>
        {template.verified && <VerifiedMark />}
      </Stack>
      {template.excerpt && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, maxWidth: 720 }}>
          {template.excerpt}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
        {template.featured && <FeaturedChip />}
        <Chip size="small" variant="outlined" label={COMPLEXITY_LABELS[template.complexity]} />
        <Chip size="small" variant="outlined" label={`${formatSetupTime(template.estimatedSetupTime)} setup`} />
        <Chip size="small" variant="outlined" label={`${template.sections.length} sections`} />
        {template.tags.map((tag) => (
          <Chip key={tag} size="small" label={`#${tag}`} sx={{ bgcolor: 'action.hover' }} />
        ))}
      </Stack>
    </Stack>
  );
}

function TemplateScreen({ template }: { template: TemplateDetail }) {
  const [params, setParams] = useSearchParams();
  const [using, setUsing] = useState(false);
  const wantsToUse = params.get('use') === '1';

  // Back from signing up or in through "Use this template": carry on where the visitor left off.
  useEffect(() => {
    if (!wantsToUse) return;
    if (template.viewer.canUse) setUsing(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('use');
        return next;
      },
      { replace: true },
    );
  }, [wantsToUse, template.viewer.canUse, setParams]);

  return (
    <PageContainer>
      <PageMeta
        title={`${template.name} template`}
        description={
          template.excerpt || template.description || `A ${categoryLabel(template.category)} portal template.`
        }
      />
      <Button component={Link} to="/marketplace" startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        Marketplace
      </Button>
      {template.status !== 'approved' && (
        <Alert severity={template.status === 'rejected' ? 'warning' : 'info'} sx={{ mb: 3 }}>
          {STATUS_LABELS[template.status]}: only you{template.isPublic ? ' and admins' : ''} see this page until it is
          approved.
          {template.rejectionReason ? ` Reason given: ${template.rejectionReason}` : ''}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          gridTemplateAreas: { xs: '"header" "aside" "main"', md: '"header aside" "main aside"' },
        }}
      >
        <Box sx={{ gridArea: 'header' }}>
          <Header template={template} />
        </Box>
        <Box sx={{ gridArea: 'aside', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 88 } }}>
          <Stack spacing={2}>
            <TemplateActions template={template} onUse={() => setUsing(true)} />
            <CreatorCard template={template} />
          </Stack>
        </Box>
        <Stack spacing={5} sx={{ gridArea: 'main', minWidth: 0 }}>
          <TemplatePreview template={template} />
          {template.description && (
            <Box component="section" aria-labelledby="about-heading">
              <Typography id="about-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                About this template
              </Typography>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {template.description}
              </Typography>
            </Box>
          )}
          <TemplateReviews template={template} />
        </Stack>
      </Box>
      <UseTemplateDialog template={template} open={using} onClose={() => setUsing(false)} />
    </PageContainer>
  );
}

export default function TemplateDetailPage() {
  const { templateId = '' } = useParams();
  const template = useTemplate(templateId);

  if (template.isPending) return <DetailSkeleton />;
  if (template.isError) {
    const missing = template.error instanceof ApiError && template.error.status === 404;
    return (
      <PageFrame
        title={missing ? 'Template not found' : 'Could not load this template'}
        description={missing ? 'It may have been removed, or it is not public yet.' : errorMessage(template.error)}
        meta={{ title: 'Template not found', description: 'This template is not available.', noindex: true }}
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SearchOffRounded color="disabled" sx={{ fontSize: 48 }} />
          <Button component={Link} to="/marketplace" variant="contained">
            Browse the marketplace
          </Button>
        </Stack>
      </PageFrame>
    );
  }
  return (
    <FeedbackProvider>
      <TemplateScreen template={template.data} />
    </FeedbackProvider>
  );
}
