import {
  type DowngradeBlocker,
  formatStorage,
  PLAN_CATALOG,
  type PlanOffer,
  type PlanOverview,
} from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMegabytes, formatNumber } from '@/lib/format';
import { useSiteOffer } from '@/lib/site-offer';
import { useChangePlan, usePlan } from '../api/plan';
import { useCheckoutReturn, useUpgradeFromSignUp } from '../lib/use-checkout-return';
import { BillingCard } from './billing-card';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanOption } from './plan-option';
import { SettingsCard } from './settings-card';

function percent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

function Usage({
  label,
  used,
  limit,
  format = formatNumber,
}: {
  label: string;
  used: number;
  limit: number;
  format?: (value: number) => string;
}) {
  const id = useId();
  const value = percent(used, limit);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
        <Typography id={id} variant="body2">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {format(used)} of {format(limit)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={value}
        color={value >= 100 ? 'warning' : 'primary'}
        aria-labelledby={id}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

const SUBSCRIPTION_CHIPS: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active subscription', color: 'success' },
  trialing: { label: 'Trial', color: 'success' },
  past_due: { label: 'Payment failed', color: 'warning' },
  canceled: { label: 'Subscription ended', color: 'default' },
};

function subscriptionChip(status: string | null) {
  return SUBSCRIPTION_CHIPS[status ?? ''] ?? { label: 'No subscription', color: 'default' as const };
}

function CurrentPlan({ overview }: { overview: PlanOverview }) {
  const current = overview.plans.find((plan) => plan.id === overview.plan);
  const { usage } = overview;
  const { showPrices } = useSiteOffer();
  return (
    <SettingsCard
      title="Current plan"
      description={
        overview.managedByTeam
          ? 'You work under your team owner’s plan; your role sets your own limits.'
          : 'What your account includes today, and how much of it you use.'
      }
      aside={
        overview.managedByTeam ? undefined : (
          <Chip size="small" variant="outlined" {...subscriptionChip(overview.subscriptionStatus)} />
        )
      }
    >
      {!overview.managedByTeam && current && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {current.name}
          </Typography>
          {showPrices && (
            <Typography color="text.secondary">
              {current.priceLabel} {current.period}
            </Typography>
          )}
        </Stack>
      )}
      <Usage label="Active portals" used={usage.activePortals} limit={usage.portalLimit} />
      {usage.storageQuotaBytes === null ? (
        <Typography variant="body2" color="text.secondary">
          {formatStorage(usage.storageUsedBytes)} stored, no storage quota
        </Typography>
      ) : (
        <Usage
          label={overview.managedByTeam ? 'Storage (your team owner’s)' : 'Storage'}
          used={usage.storageUsedBytes}
          limit={usage.storageQuotaBytes}
          format={formatStorage}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        <Typography variant="body2" color="text.secondary">
          Files up to {formatMegabytes(usage.fileSizeMb)} each
        </Typography>
        {overview.plan === 'agency' && !overview.managedByTeam && (
          <Typography variant="body2" color="text.secondary">
            {usage.teamMembers} team member{usage.teamMembers === 1 ? '' : 's'}
            {usage.pendingInvitations > 0 ? `, ${usage.pendingInvitations} invited` : ''}
          </Typography>
        )}
      </Stack>
    </SettingsCard>
  );
}

function blockerLink(blocker: DowngradeBlocker): string {
  if (blocker.type === 'portal') return `/dashboard/edit/${encodeURIComponent(blocker.id)}`;
  return '/dashboard/team';
}

function Blocked({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const blockers = (error.details ?? []) as DowngradeBlocker[];
  return (
    <Alert severity="warning" onClose={onClose}>
      <AlertTitle>Not yet: some clean-up first</AlertTitle>
      {error.message}
      {blockers.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {blockers.map((blocker) => (
            <li key={`${blocker.type}-${blocker.id}`}>
              <Link component={RouterLink} to={blockerLink(blocker)}>
                {blocker.type === 'portal'
                  ? `Archive “${blocker.name}”`
                  : blocker.type === 'member'
                    ? `Remove ${blocker.name}`
                    : `Revoke the invitation to ${blocker.name}`}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

export function PlanTab() {
  const plan = usePlan();
  const change = useChangePlan();
  const [choosing, setChoosing] = useState<PlanOffer | null>(null);
  const [blocked, setBlocked] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error' | 'info'; text: string } | null>(null);
  const checkout = useCheckoutReturn();
  const { billing } = checkout;
  const upgrade = useUpgradeFromSignUp(billing.data);

  if (plan.isPending || billing.isPending) return <FormSkeleton rows={4} label="Loading your plan" />;
  if (plan.isError) return <LoadProblem message={errorMessage(plan.error)} onRetry={() => plan.refetch()} />;
  if (billing.isError) return <LoadProblem message={errorMessage(billing.error)} onRetry={() => billing.refetch()} />;
  const overview = plan.data;
  const provider = billing.data.provider;
  const paysByCard = provider === 'stripe';

  const confirm = async () => {
    const target = choosing;
    setChoosing(null);
    if (!target) return;
    setBlocked(null);
    setNotice(null);
    try {
      const answer = await change.mutateAsync(target.id);
      if ('redirectUrl' in answer) setNotice({ severity: 'info', text: 'Opening Stripe…' });
      else setNotice({ severity: 'success', text: `You are on the ${target.name} plan now.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DOWNGRADE_BLOCKED') setBlocked(error);
      else setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const subscribed = paysByCard && billing.data.subscribed;
  return (
    <Stack spacing={3}>
      {checkout.outcome === 'success' && (
        <Alert severity={checkout.waiting ? 'info' : 'success'} role="status" onClose={checkout.dismiss}>
          {checkout.waiting
            ? 'Thank you! Your payment went through; your plan changes as soon as Stripe confirms it…'
            : `Thank you! You are on the ${PLAN_CATALOG[overview.plan].name} plan now.`}
        </Alert>
      )}
      {upgrade.status === 'opening' && upgrade.wanted && (
        <Alert severity="info" role="status">
          Opening Stripe’s secure checkout for {PLAN_CATALOG[upgrade.wanted].name}…
        </Alert>
      )}
      {upgrade.status === 'failed' && (
        <Alert severity="error" role="alert">
          {upgrade.message}
        </Alert>
      )}
      {checkout.outcome === 'canceled' && (
        <Alert severity="info" role="status" onClose={checkout.dismiss}>
          Checkout was canceled and nothing was charged. Your plan is unchanged.
        </Alert>
      )}
      <CurrentPlan overview={overview} />
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      {blocked && <Blocked error={blocked} onClose={() => setBlocked(null)} />}
      {paysByCard && !overview.managedByTeam && <BillingCard billing={billing.data} />}
      {overview.canChangePlan ? (
        <SettingsCard
          title="Change plan"
          description={
            paysByCard
              ? 'Upgrades go through Stripe’s secure checkout. To downgrade, your account must fit the smaller plan: you are told what to archive first.'
              : 'Bigger plans come from your administrator. To downgrade, your account must fit the smaller plan: you are told what to archive first.'
          }
        >
          {!paysByCard && (
            <Alert severity="info">
              Plans on this instance are set by its administrator. To move to a bigger plan,{' '}
              {billing.data.adminContact ? (
                <>
                  write to <Link href={`mailto:${billing.data.adminContact}`}>{billing.data.adminContact}</Link>.
                </>
              ) : (
                'ask your administrator.'
              )}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {overview.plans.map((offer) => (
              <PlanOption
                key={offer.id}
                plan={offer}
                currentPlan={overview.plan}
                onChoose={setChoosing}
                disabled={change.isPending}
                adminPath={paysByCard ? undefined : { contact: billing.data.adminContact }}
              />
            ))}
          </Stack>
        </SettingsCard>
      ) : (
        <Alert severity="info">Your plan comes from your team owner. Ask them to change it.</Alert>
      )}
      <PlanChangeDialog
        choosing={choosing}
        currentPlan={overview.plan}
        paysByCard={paysByCard}
        subscribed={subscribed}
        onCancel={() => setChoosing(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
