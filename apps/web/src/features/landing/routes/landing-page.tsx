import { useRef, useState } from 'react';
import { PageMeta } from '@/components/page-meta';
import { BenefitsSection } from '../components/benefits-section';
import { ClosingCta } from '../components/closing-cta';
import { CreatePortalFab } from '../components/create-portal-fab';
import { DemoDialog } from '../components/demo-dialog';
import { Hero } from '../components/hero';
import { PricingSection } from '../components/pricing-section';

export default function LandingPage() {
  const [isDemoOpen, setDemoOpen] = useState(false);
  const heroRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <PageMeta
        title="ClientDock: branded client portals for freelancers and agencies"
        description="Share files, updates and approvals in one private, branded portal your clients open without an account. PIN or email-code access, live activity and analytics. Free for 3 portals."
      />
      <div ref={heroRef}>
        <Hero onWatchDemo={() => setDemoOpen(true)} />
      </div>
      <BenefitsSection />
      <PricingSection />
      <ClosingCta />
      <CreatePortalFab hero={heroRef} />
      <DemoDialog open={isDemoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
