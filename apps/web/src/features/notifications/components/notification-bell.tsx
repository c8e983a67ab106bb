import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';

interface NotificationBellProps {
  unreadCount?: number;
  expanded?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** The top-bar bell; its badge counts unread notifications and hides itself at zero. */
export function NotificationBell({ unreadCount = 0, expanded = false, onClick }: NotificationBellProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Tooltip title="Notifications">
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-controls={expanded ? 'notification-menu' : undefined}
        onClick={onClick}
      >
        <Badge badgeContent={unreadCount} color="error" max={99} data-testid="notification-badge">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
