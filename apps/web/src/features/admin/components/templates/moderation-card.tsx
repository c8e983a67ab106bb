import type { AdminTemplate } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { categoryLabel, priceLabel, RatingLine, TemplateRowCard, TemplateStatusChip } from '@/features/templates';
import { formatDate, formatNumber } from '@/lib/format';

interface ModerationCardProps {
  template: AdminTemplate;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onFeature: (featured: boolean) => void;
  onVerify: (verified: boolean) => void;
}

/** One template in the queue: what it is, who sent it, what it contains, and the admin's decisions. */
export function ModerationCard({ template, busy, onApprove, onReject, onFeature, onVerify }: ModerationCardProps) {
  const forms = template.sections.filter((section) => section.type === 'form').length;
  return (
    <TemplateRowCard
      template={template}
      sideBySideFrom="md"
      thumbnail={{ width: 240, height: 180 }}
      spacing={1.25}
      isArticle
      badges={
        <>
          <TemplateStatusChip status={template.status} />
          {template.isSampleTemplate && <Chip size="small" variant="outlined" label="Official sample" />}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {categoryLabel(template.category)} · {priceLabel(template.pricing)} · {template.layout.length} sections
        {forms > 0 ? `, ${forms} ${forms === 1 ? 'form' : 'forms'}` : ''} · by {template.creatorName}
        {template.creatorEmail ? ` (${template.creatorEmail})` : ''} · updated {formatDate(template.updatedAt)}
      </Typography>
      {template.excerpt && <Typography variant="body2">{template.excerpt}</Typography>}
      {template.rejectionReason && (
        <Alert severity="warning" sx={{ py: 0 }}>
          Rejected: {template.rejectionReason}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {formatNumber(template.stats.downloads)} downloads
        </Typography>
        <RatingLine rating={template.stats.rating} reviewCount={template.stats.reviewCount} />
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', pt: 0.5 }}
      >
        {template.status !== 'approved' && (
          <Button variant="contained" startIcon={<CheckRounded />} onClick={onApprove} disabled={busy}>
            Approve
          </Button>
        )}
        {template.status !== 'rejected' && !template.isSampleTemplate && (
          <Button variant="outlined" color="error" startIcon={<CloseRounded />} onClick={onReject} disabled={busy}>
            Reject
          </Button>
        )}
        <Button
          component="a"
          href={`/marketplace/${encodeURIComponent(template.id)}`}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewRounded />}
        >
          Preview
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={template.featured}
                onChange={(event) => onFeature(event.target.checked)}
                disabled={busy || template.status !== 'approved'}
              />
            }
            label="Featured"
          />
          <FormControlLabel
            control={
              <Switch
                checked={template.verified}
                onChange={(event) => onVerify(event.target.checked)}
                disabled={busy}
              />
            }
            label="Verified"
          />
        </Stack>
      </Stack>
    </TemplateRowCard>
  );
}
