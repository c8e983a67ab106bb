import { type CreatorProfile, creatorProfileUpdateSchema, type Me, messages } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveCreatorProfile } from '../api/creator-profile';
import {
  type CreatorProfileOutput,
  type CreatorProfileValues,
  creatorProfileValues,
} from '../lib/creator-profile-form';
import { failureMessage } from '../lib/failure-message';
import { useConfirmation } from '../lib/use-confirmation';
import { CreatorAboutCard } from './creator-about-card';
import { CreatorImagesCard } from './creator-images-card';
import { CreatorLinksCard } from './creator-links-card';
import { CreatorLookCard } from './creator-look-card';
import { FormActions } from './form-actions';

interface CreatorProfileFormProps {
  profile: CreatorProfile;
  me: Me;
}

export function CreatorProfileForm({ profile, me }: CreatorProfileFormProps) {
  const save = useSaveCreatorProfile();
  const confirmation = useConfirmation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting, isDirty },
  } = useForm<CreatorProfileValues, unknown, CreatorProfileOutput>({
    resolver: zodResolver(creatorProfileUpdateSchema),
    defaultValues: creatorProfileValues(profile),
    mode: 'onTouched',
  });
  const branding = me.settings.branding;
  const brandColors: [string, string] = [branding?.primaryColor ?? '#2563eb', branding?.secondaryColor ?? '#059669'];

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    confirmation.clear();
    try {
      const saved = await save.mutateAsync(input);
      reset(creatorProfileValues(saved));
      confirmation.show(saved.publicProfile ? 'Creator profile saved and public' : 'Creator profile saved');
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUpdateSettings));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <CreatorImagesCard control={control} setValue={setValue} me={me} />
      <CreatorAboutCard control={control} />
      <CreatorLinksCard control={control} />
      <CreatorLookCard control={control} brandColors={brandColors} />
      {/* With unsaved changes the actions stay in reach at the bottom of the screen. */}
      <Card
        sx={{
          position: isDirty ? 'sticky' : 'static',
          bottom: 16,
          zIndex: 2,
          boxShadow: isDirty ? 6 : 0,
        }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
          <FormActions
            isSaving={isSubmitting}
            saveLabel="Save profile"
            confirmation={confirmation.message}
            error={problem}
            onDiscard={() => reset(creatorProfileValues(profile))}
            canDiscard={isDirty}
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
