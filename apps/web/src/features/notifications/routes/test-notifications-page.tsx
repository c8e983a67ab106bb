import { messages, NOTIFICATION_TYPES, type NotificationType } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useSendTestNotification } from '../api/notification-queries';
import { NOTIFICATION_VISUALS } from '../lib/notification-visuals';

const DESCRIPTIONS: Record<NotificationType, string> = {
  portal_access: 'A client opened one of your portals.',
  file_download: 'A client downloaded a file.',
  client_comment: 'A client left a comment on a file.',
  client_approval: 'A client approved or asked for changes.',
  client_upload: 'A client uploaded a file you asked for.',
  form_response: 'A client answered a form in a portal.',
  portal_expiring: 'A portal expires soon (sent 3 days and 1 day before).',
  other: 'Plan updates, security alerts and limits.',
  announcement: 'A message from the team running this ClientDock instance.',
};

export default function TestNotificationsPage() {
  const send = useSendTestNotification();
  const [sent, setSent] = useState<NotificationType | null>(null);
  const [failed, setFailed] = useState<NotificationType | null>(null);

  const sendOne = async (type: NotificationType) => {
    setFailed(null);
    try {
      await send.mutateAsync(type);
      setSent(type);
    } catch {
      setFailed(type);
    }
  };

  return (
    <PageFrame
      title="Test notifications"
      description="Send yourself a sample of each notification type to check how alerts reach you: in the app at once, by email and by push as your preferences say."
      narrow
      actions={
        <Button component={Link} to="/dashboard/settings?tab=notifications" variant="outlined">
          Notification preferences
        </Button>
      }
    >
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailed(null)}>
          {messages.failedSendTestNotification}
        </Alert>
      )}
      <Paper variant="outlined">
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {NOTIFICATION_TYPES.map((type, index) => {
            const visual = NOTIFICATION_VISUALS[type];
            const pending = send.isPending && send.variables === type;
            return (
              <Stack
                component="li"
                key={type}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center', p: 2, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Avatar sx={{ bgcolor: `${visual.color}.main`, color: `${visual.color}.contrastText` }}>
                  {visual.icon}
                </Avatar>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2">
                    {visual.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {DESCRIPTIONS[type]}
                  </Typography>
                </Stack>
                <Button
                  variant="outlined"
                  onClick={() => void sendOne(type)}
                  disabled={send.isPending}
                  aria-label={`Send a test: ${visual.label}`}
                >
                  {pending ? 'Sending…' : 'Send'}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <Snackbar
        open={sent !== null}
        autoHideDuration={5000}
        onClose={() => setSent(null)}
        message={sent ? `Test “${NOTIFICATION_VISUALS[sent].label}” sent. Open the bell to see it.` : ''}
      />
    </PageFrame>
  );
}
