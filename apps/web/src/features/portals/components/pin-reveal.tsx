import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useNotify } from './feedback';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const PIN_NOT_RECOVERABLE = 'PIN set - set a new one to see it again';

/** The PIN as the share panel shows it: hidden until asked for, then readable and copyable. */
export function PinReveal({ loadPin }: { loadPin: () => Promise<string | null> }) {
  const notify = useNotify();
  const [shown, setShown] = useState(false);
  const [pin, setPin] = useState<string | null | undefined>(undefined);
  const [isLoading, setLoading] = useState(false);
  const toggle = async () => {
    if (shown) return setShown(false);
    setShown(true);
    if (pin !== undefined) return;
    setLoading(true);
    try {
      setPin(await loadPin());
    } catch (error) {
      setShown(false);
      notify(errorMessage(error), 'error');
    } finally {
      setLoading(false);
    }
  };
  const copy = async () => {
    if (!pin) return;
    try {
      await copyText(pin);
      notify('PIN copied');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };
  let value = (
    <>
      <span aria-hidden="true">••••••</span>
      <Box component="span" sx={visuallyHidden}>
        Hidden
      </Box>
    </>
  );
  if (shown && isLoading) value = <Skeleton variant="text" width={72} />;
  else if (shown && pin) value = <span style={{ fontFamily: 'monospace', letterSpacing: '0.2em' }}>{pin}</span>;
  else if (shown) value = <span>{PIN_NOT_RECOVERABLE}</span>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
      <Typography variant="body1" component="span" data-testid="portal-pin" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      <Button size="small" onClick={toggle} startIcon={shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}>
        {shown ? 'Hide PIN' : 'Show PIN'}
      </Button>
      {shown && pin && (
        <Tooltip title="Copy PIN">
          <IconButton aria-label="Copy PIN" onClick={copy} size="small">
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
