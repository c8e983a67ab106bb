import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CopyButton } from './copy-button';

function downloadCodes(codes: string[]) {
  const text = `ClientDock recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clientdock-recovery-codes.txt';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Recovery codes, shown once: keep them somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes now: they are shown only this once. Each one signs you in once if you lose your
        authenticator app.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 2,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CopyButton value={codes.join('\n')} label="Copy recovery codes" />
        <Button startIcon={<DownloadRounded />} onClick={() => downloadCodes(codes)}>
          Download
        </Button>
      </Stack>
    </Stack>
  );
}
