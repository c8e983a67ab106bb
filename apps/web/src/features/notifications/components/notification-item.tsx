import type { Notification } from '@clientdock/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visualOf } from '../lib/notification-visuals';
import { formatRelativeTime } from '../lib/relative-time';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  disabled?: boolean;
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification, now, disabled, onOpen }: NotificationItemProps) {
  const visual = visualOf(notification);
  const unread = !notification.read;
  return (
    <ListItemButton
      alignItems="flex-start"
      disabled={disabled}
      onClick={() => onOpen(notification)}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
      sx={{ gap: 0.5, py: 1.25, bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemAvatar sx={{ minWidth: 48, mt: 0.25 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: `${visual.color}.main`, color: `${visual.color}.contrastText` }}>
          {visual.icon}
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400 }} noWrap>
          {notification.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {notification.message}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={notification.createdAt}
          title={new Date(notification.createdAt).toLocaleString('en-US')}
        >
          {formatRelativeTime(notification.createdAt, now)}
        </Typography>
      </Box>
      {unread && (
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, flexShrink: 0 }}
        />
      )}
    </ListItemButton>
  );
}
