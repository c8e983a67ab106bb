import { messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getInitials } from '@/lib/format';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { useImageActions } from '../lib/use-image-actions';
import { ImagePickerButton } from './image-picker-button';
import { ProblemAlert } from './problem-alert';
import { SettingsCard } from './settings-card';

export function AvatarCard({ image, name }: { image: string | null; name: string }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const actions = useImageActions(upload, remove, {
    uploaded: 'Photo updated',
    removed: 'Photo removed',
    uploadFailed: messages.failedUpdateProfile,
    removeFailed: messages.failedUpdateProfile,
  });

  return (
    <SettingsCard
      title="Photo"
      description="Shown in the top bar and on your creator profile. JPEG, PNG or WebP, up to 5 MB."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Avatar
          src={image ?? undefined}
          alt={image ? `${name} profile photo` : undefined}
          sx={{ width: 88, height: 88, fontSize: 30, bgcolor: 'primary.main' }}
        >
          {getInitials(name)}
        </Avatar>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ImagePickerButton
              kind="photo"
              label={image ? 'Change photo' : 'Upload photo'}
              inputLabel="Choose a profile photo"
              startIcon={<PhotoCameraOutlined />}
              isUploading={upload.isPending}
              disabled={actions.isBusy}
              onFile={actions.onFile}
              onProblem={actions.showProblem}
            />
            {image && (
              <Button
                color="inherit"
                startIcon={<DeleteOutlineRounded />}
                onClick={actions.onRemove}
                disabled={actions.isBusy}
              >
                {remove.isPending ? 'Removing…' : 'Remove photo'}
              </Button>
            )}
          </Stack>
          <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600, minHeight: 20 }}>
            {actions.confirmation}
          </Typography>
        </Stack>
      </Stack>
      <ProblemAlert problem={actions.problem} onClose={actions.dismissProblem} />
    </SettingsCard>
  );
}
