import { SETTINGS_LIMITS } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { type Control, Controller } from 'react-hook-form';
import type { CreatorProfileOutput, CreatorProfileValues } from '../lib/creator-profile-form';
import { ExpertiseField } from './expertise-field';
import { FormTextField } from './form-text-field';
import { SettingsCard } from './settings-card';

type FormControl = Control<CreatorProfileValues, unknown, CreatorProfileOutput>;

export function CreatorAboutCard({ control }: { control: FormControl }) {
  return (
    <SettingsCard title="About you" description="What visitors to your profile read first.">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="displayName"
          label="Display name"
          required
          slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.displayName } }}
        />
        <FormTextField
          control={control}
          name="businessName"
          label="Business name"
          slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.businessName } }}
        />
        <FormTextField control={control} name="location" label="Location" helperText="City and country, for example." />
        <FormTextField
          control={control}
          name="experience"
          label="Experience"
          helperText="For example: 8 years in brand design."
        />
      </Box>
      <FormTextField
        control={control}
        name="bio"
        label="Bio"
        multiline
        minRows={4}
        maxRows={12}
        helperText={`Who you work with and how (up to ${SETTINGS_LIMITS.profileBio} characters).`}
      />
      <Controller
        control={control}
        name="expertise"
        render={({ field, fieldState }) => (
          <ExpertiseField
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingsCard>
  );
}
