import { messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getInitials } from '@/lib/format';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';
import { failureMessage } from '../lib/failure-message';
import { useConfirmation } from '../lib/use-confirmation';
import { ImagePickerButton } from './image-picker-button';
import { SettingsCard } from './settings-card';

export function AvatarCard({ image, name }: { image: string | null; name: string }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation();
  const isBusy = upload.isPending || remove.isPending;

  const onFile = async (file: File) => {
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      confirmation.show('Photo updated');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUpdateProfile));
    }
  };
  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      confirmation.show('Photo removed');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUpdateProfile));
    }
  };

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
              disabled={isBusy}
              onFile={onFile}
              onProblem={(message) => {
                confirmation.clear();
                setProblem(message);
              }}
            />
            {image && (
              <Button color="inherit" startIcon={<DeleteOutlineRounded />} onClick={onRemove} disabled={isBusy}>
                {remove.isPending ? 'Removing…' : 'Remove photo'}
              </Button>
            )}
          </Stack>
          <Typography role="status" variant="body2" color="success.main" sx={{ fontWeight: 600, minHeight: 20 }}>
            {confirmation.message}
          </Typography>
        </Stack>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </SettingsCard>
  );
}
