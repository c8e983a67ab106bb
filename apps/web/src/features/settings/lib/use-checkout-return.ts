import type { BillingStatus } from '@clientdock/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { meQueryKey } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { settingsKeys } from '../api/keys';
import { startCheckout, useBilling } from '../api/plan';

/** Back from Stripe Checkout: thanks, and the plan as soon as Stripe's webhook has changed it. */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const paidFor = params.get('plan');
  const queryClient = useQueryClient();
  // Until Stripe's webhook arrives the account is still on its old plan: ask again every 2 s.
  const billing = useBilling((current) => outcome === 'success' && Boolean(paidFor) && current !== paidFor);
  const waiting = outcome === 'success' && Boolean(paidFor) && billing.data?.plan !== paidFor;
  useEffect(() => {
    if (outcome !== 'success' || waiting) return;
    // The plan changed: limits, abilities and the menu come from /api/me and the plan overview.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: settingsKeys.plan() });
  }, [outcome, waiting, queryClient]);
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('checkout');
        current.delete('plan');
        return current;
      },
      { replace: true },
    );
  return { billing, outcome, waiting, dismiss };
}

/**
 * Signed up after choosing a paid plan on the pricing page (`?upgrade=pro`): with Stripe, straight on to its
 * checkout, once; without a payment provider the tab's administrator path says how to get the plan here.
 */
export function useUpgradeFromSignUp(billing: BillingStatus | undefined) {
  const [params] = useSearchParams();
  const wanted = params.get('upgrade');
  const [state, setState] = useState<{ status: 'idle' | 'opening' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });
  const started = useRef(false);
  const paidPlan: 'pro' | 'agency' | null = wanted === 'pro' || wanted === 'agency' ? wanted : null;
  useEffect(() => {
    if (!paidPlan || !billing || billing.provider !== 'stripe' || billing.plan !== 'free' || started.current) return;
    started.current = true;
    setState({ status: 'opening' });
    startCheckout(paidPlan)
      .then(({ url }) => window.location.assign(url))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [paidPlan, billing]);
  return { wanted: paidPlan, ...state };
}
