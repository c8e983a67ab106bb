import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { CallToAction } from '../components/call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingSection } from '../components/marketing-section';
import { FEATURE_SECTIONS } from '../content/features';

export default function FeaturesPage() {
  return (
    <PageFrame
      title="Everything a client hand-off needs"
      description="ClientDock gives every project a private, branded portal: files with previews, comments, approvals with receipts and short forms, for clients who never need an account. You see what happens as it happens."
      meta={{
        title: 'Features',
        description:
          'Branded client portals with PIN or email-code access, file previews, comments, approvals with receipts, forms, live notifications, analytics and custom domains.',
      }}
      eyebrow="Features"
      actions={
        <Button component={Link} to="/register" variant="contained" size="large">
          Get started free
        </Button>
      }
    >
      {FEATURE_SECTIONS.map((section) => (
        <MarketingSection key={section.id} id={section.id} title={section.title} intro={section.intro}>
          <FeatureGrid items={section.items} columns={section.items.length === 4 ? 2 : 3} />
        </MarketingSection>
      ))}
      <CallToAction secondary={{ label: 'See pricing', to: '/pricing' }} />
    </PageFrame>
  );
}
