import { ACCESS_TYPES, type AccessType, PLAN_CATALOG, PORTAL_LIMITS_INPUT, planMessages } from '@clientdock/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { PlanBadge } from '@/components/plan-badge';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { ACCESS_TYPE_INFO } from '../lib/labels';
import type { PortalFormValues } from '../lib/portal-form';
import { EmailChipsField } from './email-chips-field';
import { ExpiryDateField } from './expiry-date-field';

interface PortalFormFieldsProps<TOutput> {
  control: Control<PortalFormValues, unknown, TOutput>;
  errors: FieldErrors<PortalFormValues>;
  /** In the editor an existing PIN is kept unless a new one is typed. */
  hasPin?: boolean;
  /** Archived and expired portals cannot simply be published; the editor explains why instead. */
  showStatus?: boolean;
  autoFocusName?: boolean;
  /** Shown with a plan badge and not selectable: the plan does not include them. */
  lockedAccessTypes?: readonly AccessType[];
  /** Team members are told their owner's plan decides, rather than offered an upgrade. */
  canUpgrade?: boolean;
}

function firstEmailError(errors: FieldErrors<PortalFormValues>): string | undefined {
  const error = errors.allowedEmails;
  if (!error) return undefined;
  if (error.message) return error.message;
  if (Array.isArray(error)) {
    const index = error.findIndex(Boolean);
    if (index >= 0) return `${error[index]?.message ?? 'Invalid email'} (address ${index + 1})`;
  }
  return undefined;
}

const PRO_NAME = PLAN_CATALOG.pro.name;

function RadioWithHint({
  value,
  label,
  hint,
  locked = false,
}: {
  value: string;
  label: string;
  hint: string;
  locked?: boolean;
}) {
  const hintId = useId();
  return (
    <Stack sx={{ mb: 0.5 }}>
      <FormControlLabel
        value={value}
        disabled={locked}
        label={
          <>
            {label}
            {locked && <PlanBadge feature="protectedAccess" />}
          </>
        }
        control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
        sx={{ mr: 0 }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 4, mt: -0.75 }}>
        {locked ? `${planMessages.needsPlan(PRO_NAME)}. ${hint}` : hint}
      </Typography>
    </Stack>
  );
}

export function PortalFormFields<TOutput>({
  control,
  errors,
  hasPin = false,
  showStatus = true,
  autoFocusName = false,
  lockedAccessTypes = [],
  canUpgrade = true,
}: PortalFormFieldsProps<TOutput>) {
  const accessType = useWatch({ control, name: 'accessType' });
  const accessLabelId = useId();
  const statusLabelId = useId();
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Portal name"
            required
            autoFocus={autoFocusName}
            fullWidth
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? 'Your client sees this name at the top of the portal.'}
            slotProps={{ htmlInput: { maxLength: PORTAL_LIMITS_INPUT.name } }}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Description"
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'Optional: a line about what this portal is for.'}
          />
        )}
      />

      <FormControl component="fieldset">
        <FormLabel id={accessLabelId} component="legend" sx={{ mb: 1 }}>
          Who can open it
        </FormLabel>
        <Controller
          control={control}
          name="accessType"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby={accessLabelId}>
              {ACCESS_TYPES.map((type) => (
                <RadioWithHint
                  key={type}
                  value={type}
                  label={ACCESS_TYPE_INFO[type].label}
                  hint={ACCESS_TYPE_INFO[type].description}
                  locked={lockedAccessTypes.includes(type)}
                />
              ))}
            </RadioGroup>
          )}
        />
        {lockedAccessTypes.length > 0 && (
          <UpgradePrompt feature="protectedAccess" canUpgrade={canUpgrade} sx={{ mt: 1 }}>
            {canUpgrade
              ? 'PIN and email-code access come with the Pro plan: clients then prove who they are before they see anything.'
              : "PIN and email-code access follow your team owner's plan."}
          </UpgradePrompt>
        )}
      </FormControl>

      {accessType === 'pin' && (
        <Controller
          control={control}
          name="pin"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={hasPin ? 'New PIN' : 'PIN code'}
              autoComplete="off"
              fullWidth
              error={Boolean(errors.pin)}
              helperText={
                errors.pin?.message ??
                (hasPin
                  ? 'A PIN is set. Leave this empty to keep it, or enter 4 to 8 digits to change it.'
                  : '4 to 8 digits. Share it with your client separately from the link.')
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, pattern: '[0-9]*' } }}
            />
          )}
        />
      )}

      {accessType === 'email' && (
        <Controller
          control={control}
          name="allowedEmails"
          render={({ field }) => (
            <EmailChipsField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={firstEmailError(errors)}
            />
          )}
        />
      )}

      <Controller
        control={control}
        name="allowDownload"
        render={({ field }) => (
          <FormControl>
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
              label="Allow downloads"
            />
            <FormHelperText sx={{ mt: -0.5 }}>
              When off, clients can view files in the portal but not save them.
            </FormHelperText>
          </FormControl>
        )}
      />

      <Controller
        control={control}
        name="expiresAt"
        render={({ field }) => (
          <ExpiryDateField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.expiresAt?.message}
          />
        )}
      />

      {showStatus && (
        <FormControl component="fieldset">
          <FormLabel id={statusLabelId} component="legend" sx={{ mb: 1 }}>
            Status
          </FormLabel>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <RadioGroup {...field} aria-labelledby={statusLabelId}>
                <RadioWithHint value="draft" label="Save as draft" hint="Keep working on it before you share it." />
                <RadioWithHint
                  value="active"
                  label="Publish now"
                  hint="Active: clients can open it, and it counts toward your plan’s active portals."
                />
              </RadioGroup>
            )}
          />
        </FormControl>
      )}
    </Stack>
  );
}
