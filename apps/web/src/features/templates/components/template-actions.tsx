import { formatSetupTime, type TemplateDetail } from '@clientdock/shared';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useNotify } from '@/components/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { usePurchaseTemplate } from '../api/use-template';
import { COMPLEXITY_LABELS, categoryLabel, priceLabel, SUPPORT_LABELS } from '../lib/labels';
import { RatingLine } from './template-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The price, the one primary action (use, buy or sign up) and the template's facts. */
export function TemplateActions({ template, onUse }: { template: TemplateDetail; onUse: () => void }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const purchase = usePurchaseTemplate();
  const { viewer } = template;
  const returnTo = `/marketplace/${encodeURIComponent(template.id)}?use=1`;
  const isPaid = template.pricing.type === 'paid' && template.pricing.price > 0;

  const buy = async () => {
    try {
      const outcome = await purchase.mutateAsync(template.id);
      if (outcome.status === 'completed') notify(`${template.name} is yours. Make a portal from it whenever you like.`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  let action: ReactNode;
  if (!viewer.signedIn) {
    action = (
      <Stack spacing={1}>
        <Button
          variant="contained"
          size="large"
          endIcon={<ArrowForwardRounded />}
          onClick={() => navigate(`/register?redirect=${encodeURIComponent(returnTo)}`)}
        >
          Use this template
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Free account, no card needed.{' '}
          <Link component={RouterLink} to={`/login?redirect=${encodeURIComponent(returnTo)}`}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    );
  } else if (viewer.canUse) {
    action = (
      <Button variant="contained" size="large" endIcon={<ArrowForwardRounded />} onClick={onUse}>
        Use this template
      </Button>
    );
  } else if (viewer.needsPurchase) {
    action = (
      <Stack spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          startIcon={purchase.isPending ? <CircularProgress size={18} color="inherit" /> : <ShoppingBagOutlined />}
          onClick={buy}
          disabled={purchase.isPending}
        >
          Buy for {priceLabel(template.pricing)}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Once bought, make as many portals from it as you need.
        </Typography>
      </Stack>
    );
  } else {
    action = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/dashboard/settings?tab=plan" color="inherit" size="small">
            Upgrade
          </Button>
        }
      >
        {viewer.useBlockedReason}
      </Alert>
    );
  }

  return (
    <Card variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2.5}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {priceLabel(template.pricing)}
          </Typography>
          {isPaid && (
            <Typography variant="body2" color="text.secondary">
              one-time, {template.pricing.currency}
            </Typography>
          )}
        </Stack>
        {action}
        {viewer.isOwner && (
          <Typography variant="body2" color="text.secondary">
            This is your template.{' '}
            <Link component={RouterLink} to="/dashboard/templates">
              Manage it
            </Link>
          </Typography>
        )}
        <Divider />
        <Stack component="dl" sx={{ m: 0 }} divider={<Divider flexItem />}>
          <Fact label="Category">{categoryLabel(template.category)}</Fact>
          <Fact label="Complexity">{COMPLEXITY_LABELS[template.complexity]}</Fact>
          <Fact label="Setup time">{formatSetupTime(template.estimatedSetupTime)}</Fact>
          <Fact label="Support">{SUPPORT_LABELS[template.supportLevel]}</Fact>
          <Fact label="Downloads">{formatNumber(template.stats.downloads)}</Fact>
          <Fact label="Rating">
            <RatingLine rating={template.stats.rating} reviewCount={template.stats.reviewCount} />
          </Fact>
          <Fact label="Updated">{formatDate(template.updatedAt)}</Fact>
        </Stack>
      </Stack>
    </Card>
  );
}
