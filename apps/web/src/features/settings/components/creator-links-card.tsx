import { SOCIAL_PLATFORMS } from '@clientdock/shared';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { type CreatorProfileOutput, type CreatorProfileValues, SOCIAL_LABELS } from '../lib/creator-profile-form';
import { FormTextField } from './form-text-field';
import { SettingsCard } from './settings-card';

export function CreatorLinksCard({
  control,
}: {
  control: Control<CreatorProfileValues, unknown, CreatorProfileOutput>;
}) {
  return (
    <SettingsCard title="Links" description="Full addresses starting with https://. Leave out the ones you do not use.">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {SOCIAL_PLATFORMS.map((platform) => (
          <FormTextField
            key={platform}
            control={control}
            name={`socialLinks.${platform}`}
            label={SOCIAL_LABELS[platform]}
            type="url"
            placeholder="https://"
            slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
          />
        ))}
      </Box>
    </SettingsCard>
  );
}
