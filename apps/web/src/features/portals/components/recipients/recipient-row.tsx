import type { RecipientListItem } from '@clientdock/shared';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecipientReadingLine } from './recipient-reading';
import { RECIPIENT_STATUS_COLOR, RECIPIENT_STATUS_LABEL, recipientFacts } from './recipient-status';

interface RecipientRowProps {
  recipient: RecipientListItem;
  readOnly: boolean;
  isReminding: boolean;
  onRemind: () => void;
  onRevoke: () => void;
}

export function RecipientRow({ recipient, readOnly, isReminding, onRemind, onRevoke }: RecipientRowProps) {
  const who = recipient.name ?? recipient.email;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ py: 1.75, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      aria-label={who}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {who}
          </Typography>
          <Chip
            size="small"
            label={RECIPIENT_STATUS_LABEL[recipient.status]}
            color={RECIPIENT_STATUS_COLOR[recipient.status]}
            variant={recipient.status === 'invited' ? 'outlined' : 'filled'}
          />
        </Stack>
        {recipient.name && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {recipient.email}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {recipientFacts(recipient).join(' · ')}
        </Typography>
        <RecipientReadingLine who={who} reading={recipient.reading} />
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<NotificationsActiveRounded />}
            onClick={onRemind}
            disabled={isReminding}
            aria-label={`Remind ${recipient.email}`}
          >
            Remind
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<PersonRemoveRounded />}
            onClick={onRevoke}
            aria-label={`Revoke ${recipient.email}`}
          >
            Revoke
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
