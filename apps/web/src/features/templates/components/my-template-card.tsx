import type { MyTemplate } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { categoryLabel, priceLabel } from '../lib/labels';
import { RatingLine } from './template-badges';
import { TemplateRowCard, TemplateStatusChip } from './template-row-card';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One of the creator's templates: where it stands in review, how it does, and what they can do with it. */
export function MyTemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: MyTemplate;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <TemplateRowCard
      template={template}
      sideBySideFrom="sm"
      thumbnail={{ width: 220, height: 170 }}
      spacing={1.5}
      badges={
        <>
          {template.isPublic ? (
            <TemplateStatusChip status={template.status} />
          ) : (
            <Chip size="small" variant="outlined" label="Private" />
          )}
          {template.featured && <Chip size="small" label="Featured" />}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {categoryLabel(template.category)} · {priceLabel(template.pricing)} · updated {formatDate(template.updatedAt)}
      </Typography>
      {template.isPublic && template.status === 'pending' && (
        <Typography variant="body2" color="text.secondary">
          An admin reviews it before it is listed in the marketplace.
        </Typography>
      )}
      {template.status === 'rejected' && template.rejectionReason && (
        <Alert severity="warning">
          Not approved: {template.rejectionReason} Edit it and save to send it for review again.
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Stat label="Downloads" value={formatNumber(template.stats.downloads)} />
        <Stat
          label="Rating"
          value={<RatingLine rating={template.stats.rating} reviewCount={template.stats.reviewCount} />}
        />
        {template.pricing.type === 'paid' && <Stat label="Earned" value={formatPrice(template.stats.revenue ?? 0)} />}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
        <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="small"
          component={Link}
          to={`/marketplace/${encodeURIComponent(template.id)}`}
          startIcon={<OpenInNewRounded />}
        >
          View
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineRounded />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </TemplateRowCard>
  );
}
