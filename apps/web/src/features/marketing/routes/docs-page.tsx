import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageFrame } from '@/components/page-frame';
import { ApiReference } from '../components/api-reference';
import { MarketingSection } from '../components/marketing-section';
import { TableOfContents } from '../components/table-of-contents';
import { GUIDE_SECTIONS } from '../content/guide';

const CONTENTS = [
  ...GUIDE_SECTIONS.map(({ id, title }) => ({ id, title })),
  { id: 'api-reference', title: 'API reference' },
];

const prose = {
  color: 'text.secondary',
  maxWidth: 760,
  lineHeight: 1.7,
  '& p': { mt: 0, mb: 1.5 },
  '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
  '& li': { mb: 0.5 },
  '& strong': { color: 'text.primary' },
} as const;

export default function DocsPage() {
  return (
    <PageFrame
      eyebrow="Documentation"
      title="ClientDock documentation"
      description="The user guide for creators and their teams, running your own instance, and the reference of the HTTP API."
      meta={{
        title: 'Documentation',
        description:
          'ClientDock user guide: portals, access modes, files, approvals, notifications, analytics, branding, teams and self-hosting, plus the HTTP API reference.',
      }}
    >
      <Grid container spacing={{ xs: 2, md: 6 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 }, mt: { md: 8 } }}>
            <TableOfContents items={CONTENTS} label="Contents" />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }} sx={{ minWidth: 0 }}>
          {GUIDE_SECTIONS.map((section) => (
            <MarketingSection key={section.id} id={section.id} title={section.title}>
              <Box sx={prose}>{section.body}</Box>
            </MarketingSection>
          ))}
          <MarketingSection
            id="api-reference"
            title="API reference"
            intro="Every endpoint of this instance, generated from the schemas the server validates requests and answers with. Open an endpoint for its parameters, body and responses."
          >
            <ApiReference />
          </MarketingSection>
        </Grid>
      </Grid>
    </PageFrame>
  );
}
