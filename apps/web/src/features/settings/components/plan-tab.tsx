import {
  type DowngradeBlocker,
  formatStorage,
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
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMegabytes, formatNumber } from '@/lib/format';
import { useChangePlan, usePlan } from '../api/plan';
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

function PlanOption({
  plan,
  currentPlan,
  onChoose,
  disabled,
}: {
  plan: PlanOffer;
  currentPlan: PlanId;
  onChoose: (plan: PlanOffer) => void;
  disabled: boolean;
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
        <Button
          fullWidth
          variant={isCurrent ? 'outlined' : isUpgrade ? 'contained' : 'outlined'}
          color={isCurrent || isUpgrade ? 'primary' : 'inherit'}
          disabled={isCurrent || disabled}
          onClick={() => onChoose(plan)}
        >
          {isCurrent ? 'Current plan' : isUpgrade ? `Upgrade to ${plan.name}` : `Downgrade to ${plan.name}`}
        </Button>
      </Box>
    </Card>
  );
}

export function PlanTab() {
  const plan = usePlan();
  const change = useChangePlan();
  const [choosing, setChoosing] = useState<PlanOffer | null>(null);
  const [blocked, setBlocked] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  if (plan.isPending) return <FormSkeleton rows={4} label="Loading your plan" />;
  if (plan.isError) return <LoadProblem message={errorMessage(plan.error)} onRetry={() => plan.refetch()} />;
  const overview = plan.data;

  const confirm = async () => {
    const target = choosing;
    setChoosing(null);
    if (!target) return;
    setBlocked(null);
    setNotice(null);
    try {
      await change.mutateAsync(target.id);
      setNotice({ severity: 'success', text: `You are on the ${target.name} plan now.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'DOWNGRADE_BLOCKED') setBlocked(error);
      else setNotice({ severity: 'error', text: errorMessage(error) });
    }
  };

  const isUpgrade = choosing ? rank(choosing.id) > rank(overview.plan) : false;
  return (
    <Stack spacing={3}>
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
      {overview.canChangePlan ? (
        <SettingsCard
          title="Change plan"
          description="Upgrades apply at once. To downgrade, your account must fit the smaller plan: you are told what to archive first."
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {overview.plans.map((offer) => (
              <PlanOption
                key={offer.id}
                plan={offer}
                currentPlan={overview.plan}
                onChoose={setChoosing}
                disabled={change.isPending}
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
          <DialogContentText>
            {choosing &&
              (isUpgrade
                ? `${choosing.name} is ${choosing.priceLabel} ${choosing.period}. Its limits apply straight away.`
                : `${choosing.name} allows ${choosing.portals} active portals and files up to ${formatMegabytes(choosing.fileSizeMb)}.`)}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={() => setChoosing(null)}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm}>
            {isUpgrade ? 'Upgrade' : 'Downgrade'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
