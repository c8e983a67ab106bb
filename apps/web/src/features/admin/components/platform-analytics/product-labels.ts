import type { ProductEventName, ProductFunnelStep } from '@clientdock/shared';

export const PRODUCT_EVENT_LABELS: Record<ProductEventName, string> = {
  page_view: 'Page views',
  product_hub_visit: 'Visits',
  sign_up: 'Sign-ups',
  portal_created: 'Portals created',
  purchase: 'Purchases',
  file_download: 'Client downloads',
  client_interaction: 'Client interactions',
  feature_used: 'Features used',
  error_occurred: 'Client errors',
  conversion: 'Free to paid',
};

export const FUNNEL_LABELS: Record<ProductFunnelStep, { label: string; hint: string }> = {
  visit: { label: 'Visits', hint: 'Arrivals on a public page' },
  sign_up: { label: 'Signed up', hint: 'New accounts in the period' },
  portal_created: { label: 'Created a portal', hint: 'Of those accounts' },
  first_client_view: { label: 'First client view', hint: 'A client opened one of their portals' },
  purchase: { label: 'Purchased', hint: 'A paid plan or template' },
};
