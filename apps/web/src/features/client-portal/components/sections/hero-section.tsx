import type { Section } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { fileKind } from '../../lib/file-kind';
import { usePortal } from '../portal-context';
import { SectionApproval } from './section-approval';

type HeroSection = Extract<Section, { type: 'hero' }>;

export function HeroSection({ section }: { section: HeroSection }) {
  const { fileById } = usePortal();
  const image = fileById(section.imageFileId);
  const imageUrl = image && fileKind(image.mime) === 'image' ? image.previewUrl : null;
  const headingId = `section-${section.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      {imageUrl && (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: { xs: '4 / 3', sm: '21 / 9' }, objectFit: 'cover' }}
        />
      )}
      <Box
        sx={{
          bgcolor: 'brand.main',
          color: 'brand.contrastText',
          borderBottom: 6,
          borderColor: 'brand.secondary',
          px: { xs: 3, sm: 5 },
          py: { xs: 4, sm: 6 },
        }}
      >
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          sx={{ fontSize: { xs: 28, sm: 36 }, overflowWrap: 'anywhere' }}
        >
          {section.title || 'Welcome'}
        </Typography>
        {section.subtitle && (
          <Typography sx={{ mt: 1.5, fontSize: { xs: 16, sm: 18 }, opacity: 0.92, maxWidth: 640 }}>
            {section.subtitle}
          </Typography>
        )}
      </Box>
      <CardContent sx={{ px: { xs: 2, sm: 3 }, '&:last-child': { pb: 2 } }}>
        <SectionApproval sectionId={section.id} label={section.title || 'Welcome'} divider={false} />
      </CardContent>
    </Card>
  );
}
