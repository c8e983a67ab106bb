import type { WebhookDelivery } from '@clientdock/shared';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { DELIVERY_STATUS_INFO, durationText, readablePayload, responseSummary } from '../lib/webhook-status';

function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={label}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 260,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 2,
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

interface WebhookDeliveryItemProps {
  delivery: WebhookDelivery;
  onReplay: (deliveryId: string) => void;
  isReplaying: boolean;
}

/** One delivery of the log: what was sent and how it went; expanded, the payload and the receiver's answer. */
export function WebhookDeliveryItem({ delivery, onReplay, isReplaying }: WebhookDeliveryItemProps) {
  const [isOpen, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const status = DELIVERY_STATUS_INFO[delivery.status];
  const facts = [
    responseSummary(delivery),
    durationText(delivery.durationMs),
    formatDateTime(delivery.createdAt),
    `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`,
    delivery.status === 'pending' && delivery.nextAttemptAt
      ? `Next attempt ${formatDateTime(delivery.nextAttemptAt)}`
      : null,
  ].filter(Boolean);
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {delivery.eventType}
            </Typography>
            <Chip size="small" color={status.color} variant="outlined" label={status.label} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          <Button
            size="small"
            startIcon={<ReplayRounded />}
            onClick={() => onReplay(delivery.id)}
            disabled={isReplaying}
            aria-describedby={titleId}
          >
            Replay
          </Button>
          <Button
            size="small"
            color="inherit"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            aria-describedby={titleId}
            onClick={() => setOpen((value) => !value)}
            endIcon={
              <ExpandMoreRounded
                sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            Details
          </Button>
        </Stack>
      </Stack>
      <Collapse in={isOpen} unmountOnExit>
        <Stack id={detailsId} spacing={1.5} sx={{ mt: 1.5 }}>
          <CodeBlock label="Payload sent" text={readablePayload(delivery.payload)} />
          {delivery.error && <CodeBlock label="What went wrong" text={delivery.error} />}
          <CodeBlock
            label={delivery.responseStatus === null ? 'Response' : `Response (HTTP ${delivery.responseStatus})`}
            text={delivery.responseBody || 'No response body.'}
          />
        </Stack>
      </Collapse>
    </Box>
  );
}
