import { formatSetupTime, type TemplateSummary } from '@clientdock/shared';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SignalCellularAltRounded from '@mui/icons-material/SignalCellularAltRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { COMPLEXITY_LABELS, categoryLabel, visuallyHidden } from '../lib/labels';
import { LayoutThumbnail } from './layout-thumbnail';
import { FeaturedChip, PriceChip, RatingLine, VerifiedMark } from './template-badges';

function Fact({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Box
      component="span"
      title={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: 14 }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 16 } }}>
        {icon}
      </Box>
      <span>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </span>
    </Box>
  );
}

/** A template in the catalogue: its layout drawn small, what it is for, and what it takes. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        transition: 'box-shadow .2s, transform .2s, border-color .2s',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)', borderColor: 'transparent' },
      }}
    >
      <CardActionArea
        component={Link}
        to={`/marketplace/${encodeURIComponent(template.id)}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <LayoutThumbnail
            layout={template.layout}
            accent={template.preview.accentColor}
            imageUrl={template.preview.imageUrl}
          />
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 12, left: 12, right: 12 }}>
            {template.featured && <FeaturedChip />}
            <Box sx={{ flexGrow: 1 }} />
            <PriceChip pricing={template.pricing} />
          </Stack>
        </Box>
        <Stack spacing={1.25} sx={{ p: 2.5, flexGrow: 1 }}>
          <Typography
            variant="overline"
            sx={{ lineHeight: 1.2, fontWeight: 700, letterSpacing: 0.8, color: template.preview.accentColor }}
          >
            {categoryLabel(template.category)}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, lineHeight: 1.3 }}>
              {template.name}
            </Typography>
            {template.verified && <VerifiedMark />}
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {template.excerpt || template.description}
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <Fact icon={<SignalCellularAltRounded />} label="Complexity">
              {COMPLEXITY_LABELS[template.complexity]}
            </Fact>
            <Fact icon={<ScheduleRounded />} label="Setup time">
              {formatSetupTime(template.estimatedSetupTime)}
            </Fact>
            <Fact icon={<DownloadRounded />} label="Downloads">
              {formatNumber(template.stats.downloads)}
            </Fact>
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', pt: 1 }}>
            <RatingLine rating={template.stats.rating} reviewCount={template.stats.reviewCount} />
            <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: '55%' }}>
              by {template.creatorName}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
