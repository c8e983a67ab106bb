import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame';
import { TableOfContents } from './table-of-contents';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  updated: string;
  sections: LegalSection[];
}

/** A policy: a note on who it binds, a table of contents beside numbered sections. */
export function LegalDocument({ title, description, updated, sections }: LegalDocumentProps) {
  return (
    <PageFrame eyebrow="Legal" title={title} description={description}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <TableOfContents items={sections} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Alert severity="info" variant="outlined" sx={{ mb: 4 }}>
            ClientDock is software that anyone can run on their own server. This text describes this instance as the
            software runs it; the organisation operating this instance is responsible for it and may add to it.
          </Alert>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Last updated {updated}
          </Typography>
          {sections.map((section, index) => (
            <Box
              key={section.id}
              component="section"
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              sx={{
                scrollMarginTop: 88,
                mb: 4,
                '& p': { mt: 0, mb: 1.5, lineHeight: 1.7 },
                '& ul': { mt: 0, mb: 1.5, pl: 3, lineHeight: 1.7 },
                '& li': { mb: 0.5 },
                '& code': { fontSize: '0.875em' },
              }}
            >
              <Typography id={`${section.id}-title`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {index + 1}. {section.title}
              </Typography>
              <Typography component="div" variant="body1" color="text.secondary">
                {section.body}
              </Typography>
            </Box>
          ))}
        </Grid>
      </Grid>
    </PageFrame>
  );
}
