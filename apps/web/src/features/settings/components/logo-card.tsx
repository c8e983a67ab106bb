import { messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeleteLogo, useUploadLogo } from '../api/branding';
import { useImageActions } from '../lib/use-image-actions';
import { ImagePickerButton } from './image-picker-button';
import { ProblemAlert } from './problem-alert';
import { SettingsCard } from './settings-card';

export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const actions = useImageActions(upload, remove, {
    uploaded: 'Logo uploaded',
    removed: 'Logo removed',
    uploadFailed: messages.failedUploadLogo,
    removeFailed: messages.failedDeleteLogo,
  });

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
          disabled={actions.isBusy}
          onFile={actions.onFile}
          onProblem={actions.showProblem}
        />
        {logoUrl && (
          <Button
            color="inherit"
            startIcon={<DeleteOutlineRounded />}
            onClick={actions.onRemove}
            disabled={actions.isBusy}
          >
            {remove.isPending ? 'Removing…' : 'Remove logo'}
          </Button>
        )}
        <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600, pl: { sm: 1 } }}>
          {actions.confirmation}
        </Typography>
      </Stack>
      <ProblemAlert problem={actions.problem} onClose={actions.dismissProblem} />
    </SettingsCard>
  );
}
