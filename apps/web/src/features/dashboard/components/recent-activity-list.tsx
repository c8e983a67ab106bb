import type { RecentActivity } from '@clientdock/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { timeAgo } from '../lib/home-text';

/** The latest client events across the portals, newest first. */
export function RecentActivityList({ events }: { events: RecentActivity[] }) {
  return (
    <List disablePadding dense>
      {events.map((event) => (
        <ListItem key={event.id} divider disableGutters>
          <ListItemText
            primary={event.text}
            secondary={timeAgo(event.at)}
            slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
