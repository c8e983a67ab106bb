import type { TemplateSummary } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { STATUS_LABELS } from '../lib/labels';
import { LayoutThumbnail } from './layout-thumbnail';

const STATUS_COLORS = { pending: 'info', approved: 'success', rejected: 'warning' } as const;

/** Where a template stands in review, as a small coloured chip. */
export function TemplateStatusChip({ status }: { status: TemplateSummary['status'] }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />;
}

interface TemplateRowCardProps {
  template: TemplateSummary;
  /** From this breakpoint on the thumbnail sits beside the text rather than above it. */
  sideBySideFrom: 'sm' | 'md';
  thumbnail: { width: number; height: number };
  spacing: number;
  /** Chips after the name. */
  badges: ReactNode;
  /** The card as a labelled article, for lists that a screen reader walks through. */
  isArticle?: boolean;
  children: ReactNode;
}

/** A template in a list of rows: its layout on one side, its name and badges, then what the list adds. */
export function TemplateRowCard({
  template,
  sideBySideFrom,
  thumbnail,
  spacing,
  badges,
  isArticle = false,
  children,
}: TemplateRowCardProps) {
  return (
    <Card
      {...(isArticle ? { component: 'article', 'aria-label': template.name } : {})}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: { xs: 'column', [sideBySideFrom]: 'row' } }}
    >
      <Box sx={{ width: { xs: '100%', [sideBySideFrom]: thumbnail.width }, flexShrink: 0 }}>
        <LayoutThumbnail
          layout={template.layout}
          accent={template.preview.accentColor}
          imageUrl={template.preview.imageUrl}
          height={thumbnail.height}
          fill
        />
      </Box>
      <Stack spacing={spacing} sx={{ p: 2.5, flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mr: 0.5 }}>
            {template.name}
          </Typography>
          {badges}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
