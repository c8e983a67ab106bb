import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** For text only screen readers need: present in the page, not painted. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface MarketingSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  eyebrow?: string;
  /** Keeps the h2 for screen readers and the outline but does not show it (the page title already says it). */
  hideTitle?: boolean;
}

/** One titled part of a page (an h2 under the page's h1), reachable by its id from a table of contents. */
export function MarketingSection({ id, title, intro, eyebrow, children, hideTitle }: MarketingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 88, mt: hideTitle ? 0 : { xs: 6, md: 8 } }}
    >
      {eyebrow && (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 600, display: 'block' }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={headingId} variant="h5" component="h2" sx={hideTitle ? visuallyHidden : { mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
