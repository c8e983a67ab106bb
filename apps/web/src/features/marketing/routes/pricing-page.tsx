import { PageFrame } from '@/components/page-frame';
import { PricingPlans } from '@/components/pricing-plans';

export default function PricingPage() {
  return (
    <PageFrame
      title="Pricing"
      description="Start free with three active portals; move to Pro or Agency when you need more portals, branding or a team."
    >
      <PricingPlans />
    </PageFrame>
  );
}
