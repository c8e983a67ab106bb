import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { CallToAction } from '../components/call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingSection } from '../components/marketing-section';
import { TableOfContents } from '../components/table-of-contents';
import { SECURITY_SECTIONS } from '../content/security';

export default function SecurityPage() {
  return (
    <PageFrame
      eyebrow="Security"
      title="How ClientDock keeps your clients’ files private"
      description="Portals open only for the people you shared them with. This page lists what the software does to make sure of that: access checks, throttling, hashing, safe file delivery and an audit trail."
      meta={{
        title: 'Security',
        description:
          'ClientDock security: PIN and email-code access, throttled guessing with 429 and Retry-After, Argon2id passwords, HTTP-only cookies, sandboxed file delivery, audit log and data export.',
      }}
      actions={
        <Button component={Link} to="/contact?topic=security" variant="outlined" size="large">
          Report an issue
        </Button>
      }
    >
      <Grid container spacing={{ xs: 2, md: 6 }}>
        <Grid size={{ xs: 12, md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box sx={{ position: 'sticky', top: 88, mt: 8 }}>
            <TableOfContents items={SECURITY_SECTIONS} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {SECURITY_SECTIONS.map((section) => (
            <MarketingSection key={section.id} id={section.id} title={section.title} intro={section.intro}>
              <FeatureGrid items={section.items} columns={2} />
            </MarketingSection>
          ))}
        </Grid>
      </Grid>
      <CallToAction
        title="Share your next project the safe way"
        secondary={{ label: 'Read the documentation', to: '/docs' }}
      />
    </PageFrame>
  );
}
