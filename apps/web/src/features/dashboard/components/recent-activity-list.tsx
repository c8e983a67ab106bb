import type { RecentActivity } from '@clientdock/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { activityLink } from '../lib/activity-link';
import { timeAgo } from '../lib/home-text';

/** The latest client events across the portals, newest first; each row opens where it happened. */
export function RecentActivityList({ events }: { events: RecentActivity[] }) {
  return (
    <List disablePadding dense>
      {events.map((event) => (
        <ListItem key={event.id} divider disablePadding>
          <ListItemButton component={Link} to={activityLink(event)} sx={{ px: 1, mx: -1, borderRadius: 1 }}>
            <ListItemText
              primary={event.text}
              secondary={timeAgo(event.at)}
              slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
