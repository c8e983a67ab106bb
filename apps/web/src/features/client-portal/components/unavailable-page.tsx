import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ClientPortalLayout } from './client-portal-layout';

export type UnavailableKind = 'expired' | 'unavailable' | 'not-found' | 'error';

const CONTENT: Record<UnavailableKind, { icon: ReactNode; title: string; body: string }> = {
  expired: {
    icon: <EventBusyOutlined />,
    title: 'This portal has expired',
    body: 'The files and updates shared here are no longer open. Contact the person who sent you the link if you still need them.',
  },
  unavailable: {
    icon: <LinkOffOutlined />,
    title: 'This portal is no longer available',
    body: 'It may have been closed or not published yet. Contact the person who sent you the link for a new one.',
  },
  'not-found': {
    icon: <SearchOffOutlined />,
    title: "We couldn't find that portal",
    body: 'Check that the link is complete, or contact the person who sent it to you.',
  },
  error: {
    icon: <LinkOffOutlined />,
    title: 'This portal could not be opened',
    body: 'Something went wrong on our side or with the connection.',
  },
};

/** A calm full page for a portal that cannot be shown, in the same frame as the portal itself. */
export function UnavailablePage({
  kind,
  onRetry,
  detail,
}: {
  kind: UnavailableKind;
  onRetry?: () => void;
  detail?: string;
}) {
  const content = CONTENT[kind];
  return (
    <ClientPortalLayout>
      <Card>
        <CardContent sx={{ textAlign: 'center', px: { xs: 3, sm: 6 }, py: { xs: 6, sm: 8 } }}>
          <Box
            aria-hidden
            sx={{
              display: 'inline-flex',
              p: 2,
              mb: 2,
              borderRadius: '50%',
              bgcolor: 'action.hover',
              color: 'text.secondary',
              '& svg': { fontSize: 36 },
            }}
          >
            {content.icon}
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {content.title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420, mx: 'auto' }}>
            {detail ?? content.body}
          </Typography>
          {onRetry && (
            <Button variant="contained" size="large" onClick={onRetry} sx={{ mt: 3 }}>
              Try again
            </Button>
          )}
        </CardContent>
      </Card>
    </ClientPortalLayout>
  );
}
