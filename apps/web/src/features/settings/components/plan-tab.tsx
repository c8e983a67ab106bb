import {
  type BillingStatus,
  type DowngradeBlocker,
  formatStorage,
  PLAN_CATALOG,
  PLAN_IDS,
  type PlanId,
  type PlanOffer,
  type PlanOverview,
} from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { meQueryKey } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMegabytes, formatNumber } from '@/lib/format';
import { settingsKeys } from '../api/keys';
import { startCheckout, useBilling, useChangePlan, usePlan } from '../api/plan';
import { downgradeChanges } from '../lib/downgrade-changes';
import { BillingCard } from './billing-card';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { SettingsCard } from './settings-card';

const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

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

function CurrentPlan({ overview }: { overview: PlanOverview }) {
  const current = overview.plans.find((plan) => plan.id === overview.plan);
  const { usage } = overview;
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
          <Chip
            size="small"
            color={overview.subscriptionStatus === 'active' ? 'success' : 'default'}
            variant="outlined"
            label={overview.subscriptionStatus === 'active' ? 'Active subscription' : 'No subscription'}
          />
        )
      }
    >
      {!overview.managedByTeam && current && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {current.name}
          </Typography>
          <Typography color="text.secondary">
            {current.priceLabel} {current.period}
          </Typography>
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

/** Without a payment provider an upgrade is the administrator's to give: ask them, by mail when there is an address. */
function AskAdminButton({ plan, contact }: { plan: PlanOffer; contact: string | null }) {
  if (!contact) {
    return (
      <Button fullWidth variant="outlined" disabled>
        Ask your administrator
      </Button>
    );
  }
  const subject = encodeURIComponent(`Please move my ClientDock account to the ${plan.name} plan`);
  return (
    <Button fullWidth variant="outlined" href={`mailto:${contact}?subject=${subject}`}>
      Ask for {plan.name}
    </Button>
  );
}

function PlanOption({
  plan,
  currentPlan,
  onChoose,
  disabled,
  adminPath,
}: {
  plan: PlanOffer;
  currentPlan: PlanId;
  onChoose: (plan: PlanOffer) => void;
  disabled: boolean;
  /** No payment provider: upgrades are asked of this contact (or the administrator) instead. */
  adminPath?: { contact: string | null };
}) {
  const isCurrent = plan.id === currentPlan;
  const isUpgrade = rank(plan.id) > rank(currentPlan);
  const titleId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        borderColor: isCurrent ? 'primary.main' : undefined,
        borderWidth: isCurrent ? 2 : 1,
      }}
    >
      <CardContent sx={{ p: 2.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, minHeight: 28 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {plan.name}
          </Typography>
          {plan.mostPopular && <Chip size="small" color="secondary" label="Most Popular" />}
        </Stack>
        <Typography sx={{ mb: 2 }}>
          <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
            {plan.priceLabel}
          </Box>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {plan.period}
          </Typography>
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...plan.features, `Files up to ${formatMegabytes(plan.fileSizeMb)}`].map((feature) => (
            <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <CheckRounded fontSize="small" color="success" sx={{ mt: 0.25 }} />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <Box sx={{ p: 2.5, pt: 0 }}>
        {adminPath && isUpgrade ? (
          <AskAdminButton plan={plan} contact={adminPath.contact} />
        ) : (
          <Button
            fullWidth
            variant={isCurrent ? 'outlined' : isUpgrade ? 'contained' : 'outlined'}
            color={isCurrent || isUpgrade ? 'primary' : 'inherit'}
            disabled={isCurrent || disabled}
            onClick={() => onChoose(plan)}
          >
            {isCurrent ? 'Current plan' : isUpgrade ? `Upgrade to ${plan.name}` : `Downgrade to ${plan.name}`}
          </Button>
        )}
      </Box>
    </Card>
  );
}

/** Back from Stripe Checkout: thanks, and the plan as soon as Stripe's webhook has changed it. */
function useCheckoutReturn() {
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
function useUpgradeFromSignUp(billing: BillingStatus | undefined) {
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

  const isUpgrade = choosing ? rank(choosing.id) > rank(overview.plan) : false;
  const losing = choosing && !isUpgrade ? downgradeChanges(overview.plan, choosing.id) : [];
  const subscribed = paysByCard && billing.data.subscribed;
  const dialogText = (offer: PlanOffer) => {
    if (paysByCard && subscribed) return `You change or cancel your subscription in Stripe’s billing page.`;
    if (isUpgrade && paysByCard)
      return `${offer.name} is ${offer.priceLabel} ${offer.period}, paid through Stripe’s secure checkout. Its limits apply as soon as the payment goes through.`;
    if (isUpgrade) return `${offer.name} is ${offer.priceLabel} ${offer.period}. Its limits apply straight away.`;
    return `${offer.name} allows ${offer.portals} active portals and files up to ${formatMegabytes(offer.fileSizeMb)}.`;
  };
  const confirmLabel =
    paysByCard && (isUpgrade || subscribed)
      ? subscribed
        ? 'Continue to billing'
        : 'Continue to payment'
      : isUpgrade
        ? 'Upgrade'
        : 'Downgrade';
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
              : 'Upgrades apply at once. To downgrade, your account must fit the smaller plan: you are told what to archive first.'
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
      <Dialog open={Boolean(choosing)} onClose={() => setChoosing(null)} aria-labelledby="plan-change-title">
        <DialogTitle id="plan-change-title">
          {isUpgrade ? `Upgrade to ${choosing?.name}?` : `Downgrade to ${choosing?.name}?`}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{choosing && dialogText(choosing)}</DialogContentText>
          {losing.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
                What changes
              </Typography>
              <Box component="ul" aria-label="What changes" sx={{ m: 0, pl: 2.5 }}>
                {losing.map((change) => (
                  <Typography component="li" variant="body2" key={change} sx={{ mb: 0.5 }}>
                    {change}
                  </Typography>
                ))}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={() => setChoosing(null)}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
