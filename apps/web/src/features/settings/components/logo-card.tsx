import { messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDeleteLogo, useUploadLogo } from '../api/branding';
import { failureMessage } from '../lib/failure-message';
import { useConfirmation } from '../lib/use-confirmation';
import { ImagePickerButton } from './image-picker-button';
import { SettingsCard } from './settings-card';

export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation();
  const isBusy = upload.isPending || remove.isPending;

  const onFile = async (file: File) => {
    setProblem(null);
    confirmation.clear();
    try {
      await upload.mutateAsync(file);
      confirmation.show('Logo uploaded');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUploadLogo));
    }
  };
  const onRemove = async () => {
    setProblem(null);
    confirmation.clear();
    try {
      await remove.mutateAsync();
      confirmation.show('Logo removed');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedDeleteLogo));
    }
  };

  return (
    <SettingsCard
      title="Logo"
      description="Shown at the top of every portal. JPEG, PNG, WebP or SVG up to 5 MB; about 300 × 100 pixels (3:1) looks best."
    >
      <Box
        sx={{
          height: 120,
          borderRadius: 3,
          border: 1,
          borderStyle: logoUrl ? 'solid' : 'dashed',
          borderColor: 'divider',
          bgcolor: 'background.default',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        {logoUrl ? (
          <Box
            component="img"
            src={logoUrl}
            alt="Your logo"
            sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlined aria-hidden />
            <Typography variant="body2">No logo yet: portals show your initials instead.</Typography>
          </Stack>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <ImagePickerButton
          kind="logo"
          label={logoUrl ? 'Replace logo' : 'Upload logo'}
          inputLabel="Choose a logo file"
          variant={logoUrl ? 'outlined' : 'contained'}
          startIcon={<UploadRounded />}
          isUploading={upload.isPending}
          disabled={isBusy}
          onFile={onFile}
          onProblem={(message) => {
            confirmation.clear();
            setProblem(message);
          }}
        />
        {logoUrl && (
          <Button color="inherit" startIcon={<DeleteOutlineRounded />} onClick={onRemove} disabled={isBusy}>
            {remove.isPending ? 'Removing…' : 'Remove logo'}
          </Button>
        )}
        <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600, pl: { sm: 1 } }}>
          {confirmation.message}
        </Typography>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </SettingsCard>
  );
}
