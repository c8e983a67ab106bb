import { messages, type Profile, type ProfileUpdate, profileUpdateSchema, SETTINGS_LIMITS } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api/profile';
import { useSaveFeedback } from '../lib/use-save-feedback';
import { FormActions } from './form-actions';
import { FormTextField } from './form-text-field';
import { SettingsCard } from './settings-card';

function valuesFrom(profile: Profile): ProfileUpdate {
  const { firstName, lastName, businessName, phone, website, bio, location } = profile;
  return { firstName, lastName, businessName, phone, website, bio, location };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const feedback = useSaveFeedback();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ProfileUpdate, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: valuesFrom(profile),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((input) =>
    feedback.perform(
      async () => reset(valuesFrom(await update.mutateAsync(input))),
      'Profile saved',
      messages.failedUpdateProfile,
    ),
  );

  const text = { control };
  return (
    <SettingsCard title="Personal details" description="Your name is how clients and team members see you.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            {...text}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
            slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.name } }}
          />
          <FormTextField
            {...text}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.name } }}
          />
        </Box>
        <FormTextField
          {...text}
          name="businessName"
          label="Business name"
          autoComplete="organization"
          helperText="Optional: the studio or company you work as."
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField {...text} name="phone" label="Phone" type="tel" autoComplete="tel" />
          <FormTextField {...text} name="location" label="Location" helperText="City and country, for example." />
        </Box>
        <FormTextField
          {...text}
          name="website"
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          helperText="A full address starting with https://"
        />
        <FormTextField
          {...text}
          name="bio"
          label="Bio"
          multiline
          minRows={3}
          maxRows={8}
          helperText={`A few lines about you and your work (up to ${SETTINGS_LIMITS.bio} characters).`}
        />
        <FormActions
          isSaving={isSubmitting}
          confirmation={feedback.confirmation}
          error={feedback.problem}
          onDiscard={() => reset(valuesFrom(profile))}
          canDiscard={isDirty}
        />
      </Stack>
    </SettingsCard>
  );
}
