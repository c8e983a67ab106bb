import { type BillingStatus, type Invoice, PLAN_CATALOG } from '@clientdock/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useManageBilling } from '../api/plan';
import { SettingsCard } from './settings-card';

function money(invoice: Invoice): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(
    invoice.amountCents / 100,
  );
}

const INVOICE_STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  paid: { label: 'Paid', color: 'success' },
  open: { label: 'Due', color: 'warning' },
  uncollectible: { label: 'Unpaid', color: 'warning' },
  void: { label: 'Void', color: 'default' },
};

/** One line saying where the subscription stands: renewing, ending, or waiting for a new card. */
function standing(billing: BillingStatus): string {
  const planName = PLAN_CATALOG[billing.plan].name;
  const end = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : null;
  if (billing.subscriptionStatus === 'canceled') return 'Your subscription has ended; you are on the Free plan.';
  if (billing.plan === 'free') return 'You have no paid subscription.';
  if (billing.cancelAtPeriodEnd && end) return `${planName} ends on ${end}; your account goes back to Free then.`;
  if (billing.subscriptionStatus === 'trialing' && end) return `${planName} trial until ${end}.`;
  if (end) return `${planName} renews on ${end}.`;
  return `${planName} is active.`;
}

function Invoices({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No invoices yet. Each payment’s invoice appears here.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Invoices" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoices.map((invoice) => {
        const status = INVOICE_STATUS[invoice.status] ?? { label: invoice.status, color: 'default' as const };
        const name = invoice.number ?? formatDate(invoice.createdAt);
        return (
          <Stack
            component="li"
            key={invoice.id}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', py: 1.25, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 0.5 }}
          >
            <Typography variant="body2" sx={{ minWidth: 96 }}>
              {formatDate(invoice.createdAt)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
              {invoice.number ?? 'Invoice'}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {money(invoice)}
            </Typography>
            <Chip size="small" variant="outlined" color={status.color} label={status.label} />
            {invoice.url && (
              <Link
                href={invoice.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                aria-label={`View invoice ${name} (opens in a new tab)`}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                View <OpenInNewRounded sx={{ fontSize: 16 }} />
              </Link>
            )}
          </Stack>
        );
      })}
    </Box>
  );
}

/** Settings > Plan with Stripe: where the subscription stands, "Manage billing", and the invoices. */
export function BillingCard({ billing }: { billing: BillingStatus }) {
  const manage = useManageBilling();
  return (
    <SettingsCard
      title="Billing"
      description="Payments go through Stripe. Change your card, switch plans or cancel under Manage billing."
      aside={
        billing.canManage ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() => manage.mutate()}
            disabled={manage.isPending}
            sx={{ flexShrink: 0 }}
          >
            {manage.isPending ? 'Opening…' : 'Manage billing'}
          </Button>
        ) : undefined
      }
    >
      {billing.subscriptionStatus === 'past_due' && (
        <Alert severity="warning">
          Your last payment did not go through.
          {billing.graceEndsAt &&
            ` Update your card by ${formatDate(billing.graceEndsAt)} to keep ${PLAN_CATALOG[billing.plan].name}.`}
        </Alert>
      )}
      {manage.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(manage.error)}
        </Alert>
      )}
      <Typography variant="body2">{standing(billing)}</Typography>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          Invoices
        </Typography>
        <Invoices invoices={billing.invoices} />
      </Box>
    </SettingsCard>
  );
}
