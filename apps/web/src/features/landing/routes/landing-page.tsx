import { useState } from 'react';
import { BenefitsSection } from '../components/benefits-section';
import { ClosingCta } from '../components/closing-cta';
import { CreatePortalFab } from '../components/create-portal-fab';
import { DemoDialog } from '../components/demo-dialog';
import { Hero } from '../components/hero';
import { PricingSection } from '../components/pricing-section';

export default function LandingPage() {
  const [isDemoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <Hero onWatchDemo={() => setDemoOpen(true)} />
      <BenefitsSection />
      <PricingSection />
      <ClosingCta />
      <CreatePortalFab />
      <DemoDialog open={isDemoOpen} onClose={() => setDemoOpen(false)} />
    </>
  );
}
