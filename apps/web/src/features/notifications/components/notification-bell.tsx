import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface NotificationBellProps {
  unreadCount?: number;
  onClick?: () => void;
}

/** The top-bar bell; its badge counts unread notifications and hides itself at zero. */
export function NotificationBell({ unreadCount = 0, onClick }: NotificationBellProps) {
  return (
    <Tooltip title="Notifications">
      <IconButton color="inherit" aria-label="Notifications" onClick={onClick}>
        <Badge badgeContent={unreadCount} color="error" max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
