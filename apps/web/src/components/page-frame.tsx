import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PageHead } from '@/lib/page-meta';
import { PageMeta } from './page-meta';

interface PageFrameProps {
  title: string;
  description: string;
  /** The one primary action of the screen, shown beside the title. */
  actions?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  /** The document title and description, when they should differ from the visible title and description. */
  meta?: Partial<PageHead>;
}

export function PageFrame({ title, description, actions, eyebrow, children, maxWidth = 'lg', meta }: PageFrameProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={title} description={description} {...meta} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' }, mb: 4 }}
      >
        <Box sx={{ maxWidth: 720 }}>
          {eyebrow && (
            <Typography variant="overline" color="primary" sx={{ fontWeight: 600 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {description}
          </Typography>
        </Box>
        {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
      </Stack>
      {children}
    </Container>
  );
}
