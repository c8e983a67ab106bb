import { ACCESS_TYPES, hasFeature, messages, type PortalDefaultsSettings, planMessages } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PlanBadge } from '@/components/plan-badge';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { useCurrentUser } from '@/features/auth';
import { useUpdatePortalDefaults } from '../api/portal-defaults';
import {
  ACCESS_TYPE_LABELS,
  type PortalDefaultsFormValues,
  portalDefaultsFormSchema,
  portalDefaultsFormValues,
} from '../lib/portal-defaults-form';
import { useSaveFeedback } from '../lib/use-save-feedback';
import { FormActions } from './form-actions';
import { FormTextField } from './form-text-field';

function OptionLabel({
  label,
  description,
  locked = false,
}: {
  label: string;
  description: ReactNode;
  locked?: boolean;
}) {
  return (
    <span>
      {label}
      {locked && <PlanBadge feature="protectedAccess" />}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {locked && `${planMessages.needsPlan('Pro')}. `}
        {description}
      </Typography>
    </span>
  );
}

const optionSx = { alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { mt: -0.75 } } as const;

export function PortalDefaultsForm({ saved }: { saved: PortalDefaultsSettings }) {
  const me = useCurrentUser();
  // Without Pro, a protected default stays only if it was saved before (new portals then start as links).
  const isLocked = (type: string) => type !== 'link' && type !== saved.accessType && !hasFeature(me, 'protectedAccess');
  const update = useUpdatePortalDefaults();
  const feedback = useSaveFeedback();
  const accessLegend = useId();
  const expiryLegend = useId();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<PortalDefaultsFormValues, unknown, PortalDefaultsSettings>({
    resolver: zodResolver(portalDefaultsFormSchema),
    defaultValues: portalDefaultsFormValues(saved),
    mode: 'onTouched',
  });
  const expires = useWatch({ control, name: 'expires' });

  const onSubmit = handleSubmit((input) =>
    feedback.perform(
      async () => reset(portalDefaultsFormValues(await update.mutateAsync(input))),
      'Portal defaults saved',
      messages.failedUpdatePortalDefaults,
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <FormControl component="fieldset">
        <FormLabel id={accessLegend} component="legend" sx={{ mb: 1 }}>
          Who can open a new portal
        </FormLabel>
        <Controller
          control={control}
          name="accessType"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby={accessLegend}>
              {ACCESS_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  disabled={isLocked(type)}
                  control={<Radio />}
                  sx={optionSx}
                  label={<OptionLabel {...ACCESS_TYPE_LABELS[type]} locked={isLocked(type)} />}
                />
              ))}
            </RadioGroup>
          )}
        />
        {ACCESS_TYPES.some(isLocked) && (
          <UpgradePrompt feature="protectedAccess" canUpgrade={me.userType !== 'team_member'} sx={{ mt: 1 }}>
            PIN and email-code access come with the Pro plan.
          </UpgradePrompt>
        )}
      </FormControl>

      <Controller
        control={control}
        name="allowDownload"
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5, '& .MuiSwitch-root': { mt: -0.75 } }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={
              <OptionLabel label="Allow downloads" description="Clients can download files, not only preview them." />
            }
          />
        )}
      />

      <FormControl component="fieldset">
        <FormLabel id={expiryLegend} component="legend" sx={{ mb: 1 }}>
          Expiry
        </FormLabel>
        <Controller
          control={control}
          name="expires"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby={expiryLegend}>
              <FormControlLabel
                value="never"
                control={<Radio />}
                sx={optionSx}
                label={<OptionLabel label="Never expires" description="Portals stay open until you archive them." />}
              />
              <FormControlLabel
                value="after"
                control={<Radio />}
                sx={optionSx}
                label={
                  <OptionLabel
                    label="Expires after a number of days"
                    description="Counted from the day a portal is created; you can change each portal's date."
                  />
                }
              />
            </RadioGroup>
          )}
        />
        {expires === 'after' && (
          <FormTextField
            control={control}
            name="expiryDays"
            label="Days until expiry"
            type="number"
            sx={{ mt: 1.5, maxWidth: { sm: 240 } }}
            slotProps={{ htmlInput: { min: 1, max: 3650, step: 1, inputMode: 'numeric' } }}
          />
        )}
      </FormControl>

      <Controller
        control={control}
        name="defaultTemplateId"
        render={({ field }) => (
          <TextField
            select
            label="Default template"
            {...field}
            inputRef={field.ref}
            helperText="New portals start from this template. Templates you add will be offered here."
            sx={{ maxWidth: { sm: 420 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">None (start from a blank portal)</MenuItem>
            {saved.defaultTemplateId && (
              <MenuItem value={saved.defaultTemplateId}>Saved template ({saved.defaultTemplateId})</MenuItem>
            )}
          </TextField>
        )}
      />

      <FormActions
        isSaving={isSubmitting}
        saveLabel="Save defaults"
        confirmation={feedback.confirmation}
        error={feedback.problem}
        onDiscard={() => reset(portalDefaultsFormValues(saved))}
        canDiscard={isDirty}
      />
    </Stack>
  );
}
