import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PageHead } from '@/lib/page-meta';
import { FormColumn, PageContainer } from './page-container';
import { PageMeta } from './page-meta';

interface PageFrameProps {
  title: string;
  description: string;
  /** The visible description when it holds more than text (`description` is then the document's only). */
  lead?: ReactNode;
  /** The one primary action of the screen, shown beside the title. */
  actions?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
  /** A form page: the content keeps the page's left edge but stops at the form width. */
  narrow?: boolean;
  /** The document title and description, when they should differ from the visible title and description. */
  meta?: Partial<PageHead>;
}

export function PageFrame({
  title,
  description,
  lead,
  actions,
  eyebrow,
  children,
  narrow = false,
  meta,
}: PageFrameProps) {
  return (
    <PageContainer>
      <PageMeta title={title} description={description} {...meta} />
      {/* Several actions go below the title rather than squeeze it into a narrow column. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          mb: 4,
        }}
      >
        <Box sx={{ maxWidth: 720, flex: { sm: '1 1 420px' }, minWidth: 0 }}>
          {eyebrow && (
            <Typography variant="overline" color="primary" sx={{ fontWeight: 600 }}>
              {eyebrow}
            </Typography>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {lead ?? description}
          </Typography>
        </Box>
        {actions && <Box sx={{ flexShrink: 0, maxWidth: '100%' }}>{actions}</Box>}
      </Stack>
      {narrow ? <FormColumn>{children}</FormColumn> : children}
    </PageContainer>
  );
}
