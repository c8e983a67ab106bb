import { PLAN_IDS, type PlanId, type PlanOffer } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatMegabytes } from '@/lib/format';
import { useSiteOffer } from '@/lib/site-offer';

export const rank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

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

export function PlanOption({
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
  const { showPrices } = useSiteOffer();
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
        {showPrices ? (
          <Typography sx={{ mb: 2 }}>
            <Box component="span" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
              {plan.priceLabel}
            </Box>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {plan.period}
            </Typography>
          </Typography>
        ) : (
          <Box sx={{ mb: 1.5 }} />
        )}
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
