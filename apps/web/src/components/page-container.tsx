import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import type { ReactNode } from 'react';

/**
 * One content width for every screen of the app: the title and the content start at the same place whichever
 * page is open, and a page's skeleton is as wide as the page it stands for.
 */
export const CONTENT_MAX_WIDTH = 'lg';
/** Forms read better narrow; they keep the page's left edge and stop here (the md breakpoint). */
export const FORM_MAX_WIDTH = 900;

const PAGE_PADDING = { py: { xs: 4, md: 6 } } as const;

export function PageContainer({ sx, ...props }: Omit<ContainerProps, 'maxWidth'>) {
  return <Container maxWidth={CONTENT_MAX_WIDTH} sx={[PAGE_PADDING, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
}

/** The column of a form page under its full-width title. */
export function FormColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: FORM_MAX_WIDTH }}>{children}</Box>;
}
