import { type Me, messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { getInitials } from '@/lib/format';
import { useUploadBanner } from '../api/creator-profile';
import { bannerPositionText, type CreatorProfileOutput, type CreatorProfileValues } from '../lib/creator-profile-form';
import { failureMessage } from '../lib/failure-message';
import { ImagePickerButton } from './image-picker-button';
import { ProblemAlert } from './problem-alert';
import { SettingsCard } from './settings-card';

interface CreatorImagesCardProps {
  control: Control<CreatorProfileValues, unknown, CreatorProfileOutput>;
  setValue: UseFormSetValue<CreatorProfileValues>;
  me: Me;
}

const dirty = { shouldDirty: true } as const;

/** The banner (uploaded here, positioned with a slider) and the photo, which is the account's profile photo. */
export function CreatorImagesCard({ control, setValue, me }: CreatorImagesCardProps) {
  const upload = useUploadBanner();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sliderLabelId = useId();
  const [banner, position, avatar, displayName] = useWatch({
    control,
    name: ['banner', 'bannerPosition', 'avatar', 'displayName'],
  });

  const onFile = async (file: File) => {
    setProblem(null);
    setNotice(null);
    try {
      const image = await upload.mutateAsync(file);
      setValue('banner', image.url, dirty);
      setNotice('Banner uploaded. Save the profile to publish it.');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUpdateSettings));
    }
  };

  return (
    <SettingsCard title="Banner and photo" description="The banner runs across the top of your public profile.">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '8 / 3',
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderStyle: banner ? 'solid' : 'dashed',
          bgcolor: 'action.hover',
        }}
      >
        {banner ? (
          <Box
            component="img"
            src={banner}
            alt="Profile banner"
            style={{ objectPosition: `center ${position ?? 50}%` }}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', px: 2, textAlign: 'center' }}
          >
            No banner yet. A wide image, about 1600 × 600 pixels, works best.
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <ImagePickerButton
          kind="photo"
          label={banner ? 'Replace banner' : 'Upload banner'}
          inputLabel="Choose a banner image"
          startIcon={<UploadRounded />}
          isUploading={upload.isPending}
          onFile={onFile}
          onProblem={(message) => {
            setNotice(null);
            setProblem(message);
          }}
        />
        {banner && (
          <Button
            color="inherit"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => {
              setValue('banner', null, dirty);
              setNotice('Banner removed. Save the profile to confirm.');
            }}
          >
            Remove banner
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 20, mt: -1 }}>
        {notice}
      </Typography>
      <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
      {banner && (
        <Box sx={{ px: 1 }}>
          <Typography id={sliderLabelId} variant="body2" gutterBottom>
            Banner position
          </Typography>
          <Controller
            control={control}
            name="bannerPosition"
            render={({ field }) => (
              <Slider
                value={field.value ?? 50}
                onChange={(_event, value) => field.onChange(value as number)}
                onBlur={field.onBlur}
                min={0}
                max={100}
                step={5}
                marks={[
                  { value: 0, label: 'Top' },
                  { value: 50, label: 'Centre' },
                  { value: 100, label: 'Bottom' },
                ]}
                getAriaValueText={bannerPositionText}
                slotProps={{ input: { 'aria-labelledby': sliderLabelId } }}
              />
            )}
          />
        </Box>
      )}

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
        <Avatar
          src={avatar ?? undefined}
          alt={avatar ? 'Profile photo' : undefined}
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 22 }}
        >
          {getInitials(displayName)}
        </Avatar>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {me.image ? 'Your profile photo, shared with your account.' : 'No photo yet.'}{' '}
            <Link component={RouterLink} to="/dashboard/settings?tab=profile">
              {me.image ? 'Change it in Settings' : 'Add one in Settings'}
            </Link>
          </Typography>
          {me.image && avatar !== me.image && (
            <Button size="small" onClick={() => setValue('avatar', me.image, dirty)}>
              Use my profile photo
            </Button>
          )}
          {avatar && (
            <Button size="small" color="inherit" onClick={() => setValue('avatar', null, dirty)}>
              Hide photo on this profile
            </Button>
          )}
        </Stack>
      </Stack>
    </SettingsCard>
  );
}
