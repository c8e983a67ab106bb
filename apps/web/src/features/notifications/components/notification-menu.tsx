import { messages, type Notification } from '@clientdock/shared';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notification-queries';
import { NOTIFICATION_POLL_MS, useNotificationStream } from '../lib/notification-stream';
import { NotificationBell } from './notification-bell';
import { NotificationItem } from './notification-item';

/** Re-reads the clock every minute while mounted, so "5m ago" does not freeze on an open dropdown. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The top-bar bell and its dropdown (spec §1): live unread badge, newest 50, click to read and open. */
export function NotificationMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = Boolean(anchor);
  const stream = useNotificationStream(true);
  const list = useNotifications(true, stream.isLive ? false : NOTIFICATION_POLL_MS);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();
  const now = useNow(open);

  const notifications = list.data?.notifications ?? [];
  const unreadCount = list.data?.unreadCount ?? 0;

  const close = () => {
    setAnchor(null);
    setError(null);
  };

  const openItem = async (notification: Notification) => {
    setError(null);
    if (!notification.read) {
      try {
        await markRead.mutateAsync(notification.id);
      } catch {
        setError(messages.failedMarkRead);
        return;
      }
    }
    close();
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  const readAll = async (event: MouseEvent<HTMLElement>) => {
    // The button is disabled while it works and stays so once all is read: the menu takes the focus, so the
    // keyboard (Escape, Tab) still reaches it.
    event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
    setError(null);
    try {
      await markAllRead.mutateAsync();
    } catch {
      setError(messages.failedMarkAllRead);
    }
  };

  return (
    <>
      <NotificationBell unreadCount={unreadCount} onClick={(event) => setAnchor(event.currentTarget)} expanded={open} />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: 'notification-menu',
            role: 'dialog',
            'aria-labelledby': 'notification-menu-title',
            sx: { width: 400, maxWidth: 'calc(100vw - 16px)', mt: 1, display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id="notification-menu-title" variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            Notifications
          </Typography>
          <Button size="small" onClick={readAll} disabled={unreadCount === 0 || markAllRead.isPending}>
            Mark all read
          </Button>
        </Stack>
        <Divider />
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ m: 1.5 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ maxHeight: 'min(480px, calc(100vh - 180px))', overflowY: 'auto' }}>
          {list.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading notifications" />
            </Box>
          ) : list.isError ? (
            <RetryAlert onRetry={() => list.refetch()} sx={{ m: 1.5 }}>
              Could not load notifications.
            </RetryAlert>
          ) : notifications.length === 0 ? (
            <Stack sx={{ alignItems: 'center', py: 5, px: 3, textAlign: 'center' }} spacing={1}>
              <NotificationsNoneOutlined color="disabled" sx={{ fontSize: 40 }} />
              <Typography variant="body1">{messages.noNotifications}</Typography>
              <Typography variant="body2" color="text.secondary">
                You will see it here the moment a client views, downloads, comments or approves.
              </Typography>
            </Stack>
          ) : (
            <List disablePadding aria-label="Notifications">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  disabled={markRead.isPending && markRead.variables === notification.id}
                  onOpen={openItem}
                />
              ))}
            </List>
          )}
        </Box>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Button size="small" component={Link} to="/dashboard/settings?tab=notifications" onClick={close}>
            Preferences
          </Button>
          <Button size="small" component={Link} to="/dashboard/notifications/test" onClick={close}>
            Send a test
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
