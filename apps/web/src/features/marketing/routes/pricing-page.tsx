import { PLAN_CATALOG } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { PageFrame } from '@/components/page-frame';
import { PricingPlans, SelfHostedNotice } from '@/components/pricing-plans';
import { hiddenWithoutPrices, useSiteOffer } from '@/lib/site-offer';
import { CallToAction } from '../components/call-to-action';
import { FaqList } from '../components/faq-list';
import { MarketingSection } from '../components/marketing-section';
import { PlanComparisonTable } from '../components/plan-comparison-table';
import { PRICING_FAQ } from '../content/pricing-faq';

const { free, pro } = PLAN_CATALOG;

export default function PricingPage() {
  const offer = useSiteOffer();
  const toPro = offer.showPrices ? `Move to Pro at ${pro.priceLabel} ${pro.period}` : 'Move to Pro';
  const uses =
    'for PIN and email-code access, your own branding and advanced analytics, or to Agency for your team and your own domain.';
  return (
    <PageFrame
      eyebrow="Pricing"
      title="Simple plans that grow with your client list"
      description={`Start free with ${free.portals} active portals. ${toPro} ${uses}`}
      lead={
        <>
          Start free with {free.portals} active portals. Move to Pro
          {/* A page the server marked as without prices hides this before its script draws it afresh. */}
          {offer.showPrices && (
            <Box component="span" sx={hiddenWithoutPrices} data-price>
              {` at ${pro.priceLabel} ${pro.period}`}
            </Box>
          )}{' '}
          {uses}
        </>
      }
      meta={{
        title: 'Pricing',
        description: `ClientDock plans: Free for ${free.portals} active portals, Pro at ${pro.priceLabel} ${pro.period}, Agency at ${PLAN_CATALOG.agency.priceLabel} ${PLAN_CATALOG.agency.period}. Compare what each plan includes.`,
      }}
    >
      <MarketingSection id="plans" title="Plans" hideTitle>
        {offer.billing === 'none' && <SelfHostedNotice offer={offer} />}
        <PricingPlans />
      </MarketingSection>
      <MarketingSection
        id="compare"
        title="Compare plans"
        intro="Every plan has unlimited clients, who never need an account. The difference is how many portals you keep active and what you can do with them."
      >
        <PlanComparisonTable />
      </MarketingSection>
      <MarketingSection id="faq" title="Questions about plans">
        <FaqList items={PRICING_FAQ} />
      </MarketingSection>
      <CallToAction title="Start on the free plan today" secondary={{ label: 'Ask a question', to: '/contact' }} />
    </PageFrame>
  );
}
