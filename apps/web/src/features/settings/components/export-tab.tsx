import { messages } from '@clientdock/shared';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import { EXPORT_PATH } from '../api/account';
import { downloadFile } from '../lib/download-file';
import { useConfirmation } from '../lib/use-confirmation';
import { SettingsCard } from './settings-card';

const CONTENTS = [
  'Your account: name, email, plan, profile details and when you signed up',
  'Your settings: branding, notification preferences and portal defaults',
  'Your creator profile and custom domains',
  'Every portal with its sections, and the details of each file (names, sizes, versions)',
  'What clients left on your portals: comments, approvals and form answers',
  'Your notifications and active sign-in sessions',
];

export function ExportTab() {
  const [isExporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation();

  // The link works on its own too (open in a new tab, keyboard); fetching first lets a failure be shown here.
  const onClick = async (event: MouseEvent) => {
    event.preventDefault();
    if (isExporting) return;
    setProblem(null);
    setExporting(true);
    try {
      const name = await downloadFile(EXPORT_PATH, 'clientdock-export.json');
      confirmation.show(`Downloaded ${name}`);
    } catch {
      setProblem(messages.failedExportData);
    } finally {
      setExporting(false);
    }
  };

  return (
    <SettingsCard
      title="Export your data"
      description="Download everything ClientDock keeps about you as one JSON file, to keep or to take elsewhere."
    >
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          The file contains
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          {CONTENTS.map((line) => (
            <Typography key={line} component="li" variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Passwords and sign-in secrets are never included. Uploaded files themselves are not in it: download them from
          each portal.
        </Typography>
      </div>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button
          component="a"
          href={EXPORT_PATH}
          download
          onClick={onClick}
          variant="contained"
          size="large"
          aria-disabled={isExporting || undefined}
          startIcon={isExporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadRounded />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isExporting ? 'Preparing your file…' : 'Download my data'}
        </Button>
        <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          {confirmation.message}
        </Typography>
      </Box>
    </SettingsCard>
  );
}
