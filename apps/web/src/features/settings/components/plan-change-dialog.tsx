import type { PlanId, PlanOffer } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatMegabytes } from '@/lib/format';
import { useSiteOffer } from '@/lib/site-offer';
import { downgradeChanges } from '../lib/downgrade-changes';
import { rank } from './plan-option';

/**
 * The confirmation of a plan change: what it costs and how it is paid (Stripe's checkout, or its billing page for
 * a running subscription), or for a downgrade what the smaller plan changes.
 */
export function PlanChangeDialog({
  choosing,
  currentPlan,
  paysByCard,
  subscribed,
  onCancel,
  onConfirm,
}: {
  choosing: PlanOffer | null;
  currentPlan: PlanId;
  paysByCard: boolean;
  subscribed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { showPrices } = useSiteOffer();
  const isUpgrade = choosing ? rank(choosing.id) > rank(currentPlan) : false;
  const losing = choosing && !isUpgrade ? downgradeChanges(currentPlan, choosing.id) : [];
  const text = (offer: PlanOffer) => {
    const price = showPrices ? ` is ${offer.priceLabel} ${offer.period},` : ' is';
    if (subscribed) return `You change or cancel your subscription in Stripe’s billing page.`;
    if (isUpgrade && paysByCard)
      return `${offer.name}${price} paid through Stripe’s secure checkout. Its limits apply as soon as the payment goes through.`;
    if (isUpgrade && showPrices)
      return `${offer.name} is ${offer.priceLabel} ${offer.period}. Its limits apply straight away.`;
    if (isUpgrade) return `${offer.name}’s limits apply straight away.`;
    return `${offer.name} allows ${offer.portals} active portals and files up to ${formatMegabytes(offer.fileSizeMb)}.`;
  };
  const confirmLabel = subscribed
    ? 'Continue to billing'
    : paysByCard && isUpgrade
      ? 'Continue to payment'
      : isUpgrade
        ? 'Upgrade'
        : 'Downgrade';
  return (
    <Dialog open={Boolean(choosing)} onClose={onCancel} aria-labelledby="plan-change-title">
      <DialogTitle id="plan-change-title">
        {isUpgrade ? `Upgrade to ${choosing?.name}?` : `Downgrade to ${choosing?.name}?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{choosing && text(choosing)}</DialogContentText>
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
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
