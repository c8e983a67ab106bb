import type { Portal } from '@clientdock/shared';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ForwardToInboxRounded from '@mui/icons-material/ForwardToInboxRounded';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { type FocusEvent, type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { formatDate } from '@/lib/format';
import { trackFeature } from '@/lib/product-events';
import { fetchPortalPin } from '../api/owner-preview';
import { invitationText } from '../lib/invitation-text';
import { ACCESS_TYPE_INFO } from '../lib/labels';
import { useNotify } from './feedback';
import { OpenAsClientButton } from './open-as-client-button';
import { PinReveal } from './pin-reveal';
import { SendToClientDialog } from './recipients/send-to-client-dialog';

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'portal'
  );
}

function useQrCode(text: string) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (isCurrent) setDataUrl(url);
      })
      .catch(() => {
        if (isCurrent) setDataUrl(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return dataUrl;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

export function SharePanel({ portal }: { portal: Portal }) {
  const notify = useNotify();
  const qr = useQrCode(portal.shareUrl);
  const [isSending, setSending] = useState(false);
  const access = ACCESS_TYPE_INFO[portal.accessType];
  const isClosed = portal.status === 'archived' || portal.status === 'expired';
  const canEdit = portal.access?.canEdit !== false;
  const loadPin = async () => (await fetchPortalPin(portal.id)).pin;
  const copyInvitation = async () => {
    try {
      const pin = portal.accessType === 'pin' && portal.hasPin ? await loadPin() : null;
      await copyText(invitationText({ ...portal, pin }));
      trackFeature('portal_invitation_copied');
      notify(
        portal.accessType === 'pin' && !pin
          ? 'Invitation copied without the PIN: set a new PIN in Details to include it'
          : 'Invitation copied',
      );
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  const copy = async () => {
    try {
      await copyText(portal.shareUrl);
      trackFeature('portal_link_copied');
      notify('Link copied');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          {isClosed && (
            <Alert severity="warning">
              {portal.status === 'archived'
                ? 'This portal is archived: clients cannot open it until you restore it.'
                : 'This portal has expired: set a later expiry date in Details to open it again.'}
            </Alert>
          )}
          {portal.status === 'draft' && (
            <Alert severity="info">
              This portal is a draft: clients cannot open it yet. Publish it in Details when it is ready.
            </Alert>
          )}
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Portal link
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                value={portal.shareUrl}
                fullWidth
                size="small"
                label="Link for your client"
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                  },
                }}
              />
              <Button variant="contained" startIcon={<ContentCopyRounded />} onClick={copy} sx={{ flexShrink: 0 }}>
                Copy link
              </Button>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, ml: -1, flexWrap: 'wrap' }}>
              <OpenAsClientButton portal={portal} />
              {canEdit && (
                <Button startIcon={<MarkEmailReadOutlined />} onClick={copyInvitation}>
                  Copy invitation
                </Button>
              )}
            </Stack>
            {canEdit && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                Open as client shows the portal as your client sees it, without the PIN or email step. Your visit is not
                counted.
              </Typography>
            )}
          </Box>
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
              Send it by email
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Each client gets a personal link, and the Recipients tab shows who opened it and who has not.
            </Typography>
            <Button
              variant="outlined"
              startIcon={<ForwardToInboxRounded />}
              onClick={() => setSending(true)}
              disabled={portal.status !== 'active' || portal.access?.canEdit === false}
            >
              Send to client
            </Button>
            <SendToClientDialog open={isSending} onClose={() => setSending(false)} portal={portal} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
              How clients get in: {access.label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {access.summary}
            </Typography>
            <Stack spacing={1.5}>
              {portal.accessType === 'pin' && (
                <Fact label="PIN">
                  {portal.hasPin && canEdit ? (
                    <PinReveal loadPin={loadPin} />
                  ) : portal.hasPin ? (
                    'Set (hidden). Change it in Details.'
                  ) : (
                    'Not set yet'
                  )}
                </Fact>
              )}
              {portal.accessType === 'email' && (
                <Fact label="Client emails">
                  {portal.allowedEmails.length === 0 ? (
                    'Any address that confirms its code'
                  ) : (
                    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                      {portal.allowedEmails.map((email) => (
                        <Chip key={email} size="small" label={email} />
                      ))}
                    </Stack>
                  )}
                </Fact>
              )}
              <Fact label="Downloads">{portal.allowDownload ? 'Allowed' : 'View only'}</Fact>
              <Fact label="Expiry">{portal.expiresAt ? formatDate(portal.expiresAt) : 'Never'}</Fact>
            </Stack>
          </Paper>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, textAlign: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
            QR code
          </Typography>
          {qr ? (
            <Box
              component="img"
              src={qr}
              alt={`QR code for ${portal.name}`}
              sx={{ width: '100%', maxWidth: 240, aspectRatio: '1', borderRadius: 2, bgcolor: '#fff' }}
            />
          ) : (
            <Skeleton variant="rounded" sx={{ width: '100%', maxWidth: 240, height: 240, mx: 'auto' }} />
          )}
          <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
            Print it on a proposal or show it in a meeting: it opens the same link.
          </Typography>
          <Button
            component="a"
            href={qr ?? undefined}
            download={`${slug(portal.name)}-qr.png`}
            disabled={!qr}
            variant="outlined"
            startIcon={<DownloadRounded />}
          >
            Download QR code
          </Button>
        </Paper>
      </Grid>
    </Grid>
  );
}
