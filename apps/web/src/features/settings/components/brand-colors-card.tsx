import { type Branding, messages } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateBranding } from '../api/branding';
import { type BrandColors, brandColorsSchema, colorOr, DEFAULT_BRAND_COLORS } from '../lib/brand-colors';
import { useSaveFeedback } from '../lib/use-save-feedback';
import { BrandPreview } from './brand-preview';
import { ColorField } from './color-field';
import { FormActions } from './form-actions';
import { SettingsCard } from './settings-card';

/** Spec §8: a branding save is confirmed for 5 seconds. */
const CONFIRMATION_MS = 5000;

export function BrandColorsCard({ branding, name }: { branding: Branding; name: string }) {
  const update = useUpdateBranding();
  const feedback = useSaveFeedback(CONFIRMATION_MS);
  const saved = { primaryColor: branding.primaryColor, secondaryColor: branding.secondaryColor };
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting, isDirty },
  } = useForm<BrandColors>({ resolver: zodResolver(brandColorsSchema), defaultValues: saved, mode: 'onChange' });
  const [primary, secondary] = useWatch({ control, name: ['primaryColor', 'secondaryColor'] });

  const onSubmit = handleSubmit((input) =>
    feedback.perform(
      async () => {
        const answer = await update.mutateAsync({
          primaryColor: input.primaryColor,
          secondaryColor: input.secondaryColor,
        });
        reset({ primaryColor: answer.primaryColor, secondaryColor: answer.secondaryColor });
      },
      'Branding saved. Your portals now use these colours.',
      messages.failedUpdateBranding,
    ),
  );

  const restoreDefaults = () => {
    setValue('primaryColor', DEFAULT_BRAND_COLORS.primaryColor, { shouldDirty: true, shouldValidate: true });
    setValue('secondaryColor', DEFAULT_BRAND_COLORS.secondaryColor, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <SettingsCard
      title="Brand colours"
      description="The primary colour leads: the portal header, the welcome banner and buttons. The secondary colour accents."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"fields" "preview" "actions"', md: '"fields preview" "actions preview"' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5} sx={{ gridArea: 'fields' }}>
          <ColorField
            control={control}
            name="primaryColor"
            label="Primary colour"
            helperText={`Default ${DEFAULT_BRAND_COLORS.primaryColor}`}
            fallback={branding.primaryColor}
          />
          <ColorField
            control={control}
            name="secondaryColor"
            label="Secondary colour"
            helperText={`Default ${DEFAULT_BRAND_COLORS.secondaryColor}`}
            fallback={branding.secondaryColor}
          />
          <Box>
            <Button size="small" onClick={restoreDefaults}>
              Use the default colours
            </Button>
          </Box>
        </Stack>
        <Box sx={{ gridArea: 'preview' }}>
          <BrandPreview
            primaryColor={colorOr(primary, branding.primaryColor)}
            secondaryColor={colorOr(secondary, branding.secondaryColor)}
            logoUrl={branding.logoUrl}
            name={name}
          />
        </Box>
        <Box sx={{ gridArea: 'actions' }}>
          <FormActions
            isSaving={isSubmitting}
            saveLabel="Save branding"
            confirmation={feedback.confirmation}
            error={feedback.problem}
            onDiscard={() => reset(saved)}
            canDiscard={isDirty}
          />
        </Box>
      </Box>
    </SettingsCard>
  );
}
