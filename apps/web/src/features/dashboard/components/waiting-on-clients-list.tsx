import type { WaitingOnClientsItem } from '@clientdock/shared';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { clientsTitle, closesIn, waitedFor } from '../lib/home-text';
import { RemindButton } from './remind-button';

const ICON = {
  not_opened: <MarkEmailUnreadOutlined fontSize="small" />,
  awaiting_decision: <HourglassEmptyRounded fontSize="small" />,
  closing_soon: <EventBusyOutlined fontSize="small" />,
} as const;

/** Recipients who have not opened, files awaiting a decision and portals closing soon, each with "Remind". */
export function WaitingOnClientsList({ items }: { items: WaitingOnClientsItem[] }) {
  return (
    <List disablePadding>
      {items.map((item) => {
        const title = clientsTitle(item);
        const when = item.kind === 'closing_soon' ? closesIn(item.since) : waitedFor(item.waitingDays);
        return (
          <ListItem key={item.id} divider disableGutters sx={{ py: 1.5, alignItems: 'flex-start', gap: 1.5 }}>
            <Box aria-hidden sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }}>
              {ICON[item.kind]}
            </Box>
            <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {item.kind === 'closing_soon' ? when : `${when} · ${item.portalName}`}
              </Typography>
            </Stack>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
              {item.remind && <RemindButton item={item} label={title} />}
              <Button component={Link} to={item.link} size="small" aria-label={`Open: ${title}`}>
                Open
              </Button>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}
