import {
  FILE_SIZE_LIMITS_MB,
  MAX_UPLOAD_CAP_MB,
  PLAN_IDS,
  type PlanId,
  type PlatformSettings,
  type PlatformSettingsUpdate,
  platformSettingsUpdateSchema,
  type RegistrationMode,
} from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMegabytes } from '@/lib/format';
import { planLabel } from '../../lib/account-labels';
import { parseQuotas, QUOTA_HINT, type QuotaValues, StorageQuotaFields } from './storage-quota-fields';

interface Values {
  registrationMode: RegistrationMode;
  defaultPlan: PlanId;
  platformName: string;
  supportEmail: string;
  capUploads: boolean;
  maxUploadMb: string;
  quotas: QuotaValues;
  showPrices: boolean;
}

const toValues = (settings: PlatformSettings): Values => ({
  registrationMode: settings.registrationMode,
  defaultPlan: settings.defaultPlan,
  platformName: settings.platformName,
  supportEmail: settings.supportEmail ?? '',
  capUploads: settings.maxUploadMb !== null,
  maxUploadMb: String(settings.maxUploadMb ?? 100),
  quotas: Object.fromEntries(PLAN_IDS.map((plan) => [plan, String(settings.storageQuotaGb[plan])])) as QuotaValues,
  showPrices: settings.showPrices,
});

function toPatch(values: Values, saved: PlatformSettings): Record<string, unknown> {
  const next: Record<string, unknown> = {
    registrationMode: values.registrationMode,
    defaultPlan: values.defaultPlan,
    platformName: values.platformName,
    supportEmail: values.supportEmail.trim() || null,
    maxUploadMb: values.capUploads ? (/^\d+$/.test(values.maxUploadMb) ? Number(values.maxUploadMb) : -1) : null,
    showPrices: values.showPrices,
  };
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== saved[key as keyof PlatformSettings]),
  );
  if (PLAN_IDS.some((plan) => values.quotas[plan] !== String(saved.storageQuotaGb[plan]))) {
    const parsed = parseQuotas(values.quotas);
    // An unusable field is caught before sending; the patch still marks the form as changed.
    changed.storageQuotaGb = 'quotas' in parsed ? parsed.quotas : null;
  }
  return changed;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 640 }}>
          {description}
        </Typography>
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

const LIMITS_TEXT = `Plans allow ${PLAN_IDS.map((id) => `${planLabel(id)} ${formatMegabytes(FILE_SIZE_LIMITS_MB.plan[id])}`).join(', ')}, admins ${formatMegabytes(FILE_SIZE_LIMITS_MB.admin)}.`;

interface PlatformSettingsFormProps {
  settings: PlatformSettings;
  canEdit: boolean;
  isSaving: boolean;
  onSave: (patch: PlatformSettingsUpdate) => Promise<unknown>;
}

/** Registration, the platform's name and contact, and the upload cap: one form, one save. */
export function PlatformSettingsForm({ settings, canEdit, isSaving, onSave }: PlatformSettingsFormProps) {
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [quotaErrors, setQuotaErrors] = useState<Partial<Record<PlanId, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const patch = toPatch(values, settings);
  const isDirty = Object.keys(patch).length > 0;
  const disabled = !canEdit || isSaving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const quotas = parseQuotas(values.quotas);
    setQuotaErrors('invalid' in quotas ? Object.fromEntries(quotas.invalid.map((plan) => [plan, QUOTA_HINT])) : {});
    if ('invalid' in quotas) return;
    const parsed = platformSettingsUpdateSchema.safeParse(patch);
    if (!parsed.success) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Values;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setErrors({});
    try {
      const saved = (await onSave(parsed.data)) as PlatformSettings;
      setValues(toValues(saved));
    } catch (error) {
      const detail = error instanceof ApiError ? (error.details?.[0] as { path?: string } | undefined) : undefined;
      if (detail?.path && detail.path in values) setErrors({ [detail.path]: errorMessage(error) });
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Platform settings">
      <Section title="Sign-ups" description="Who can start using this instance, and on which plan new accounts begin.">
        <RadioGroup
          aria-label="Registration"
          value={values.registrationMode}
          onChange={(event) => set({ registrationMode: event.target.value as RegistrationMode })}
        >
          <FormControlLabel
            value="open"
            disabled={disabled}
            control={<Radio />}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  Open
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  Anyone can sign up and start at once.
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', mb: 1.5, '& .MuiRadio-root': { mt: -0.75 } }}
          />
          <FormControlLabel
            value="approval"
            disabled={disabled}
            control={<Radio />}
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  By approval
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  New accounts wait until an admin approves them in Manage Creators. Invited teammates skip the wait.
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
          />
        </RadioGroup>
        <TextField
          select
          label="Plan for new accounts"
          value={values.defaultPlan}
          onChange={(event) => set({ defaultPlan: event.target.value as PlanId })}
          disabled={disabled}
          helperText={errors.defaultPlan ?? 'Accounts that exist keep their plan.'}
          error={Boolean(errors.defaultPlan)}
          sx={{ maxWidth: 360 }}
        >
          {PLAN_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {planLabel(id)}
            </MenuItem>
          ))}
        </TextField>
      </Section>

      <Section
        title="Platform"
        description="How the platform names itself in emails and on account pages, and where people can ask for help."
      >
        <TextField
          label="Platform name"
          value={values.platformName}
          onChange={(event) => set({ platformName: event.target.value })}
          disabled={disabled}
          required
          error={Boolean(errors.platformName)}
          helperText={errors.platformName ?? 'Shown in account emails and on the waiting-for-approval page.'}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          sx={{ maxWidth: 480 }}
        />
        <TextField
          label="Support email"
          type="email"
          value={values.supportEmail}
          onChange={(event) => set({ supportEmail: event.target.value })}
          disabled={disabled}
          error={Boolean(errors.supportEmail)}
          helperText={
            errors.supportEmail ??
            'Given to pending and suspended accounts. Leave empty to point them to the contact form.'
          }
          placeholder="support@example.com"
          sx={{ maxWidth: 480 }}
        />
      </Section>

      <Section
        title="Pricing"
        description="What the pricing page, the landing page and the Plan tab in Settings tell about the plans' prices."
      >
        <FormControlLabel
          control={
            <Switch checked={values.showPrices} onChange={(event) => set({ showPrices: event.target.checked })} />
          }
          disabled={disabled}
          label={
            <span>
              <Typography component="span" sx={{ display: 'block' }}>
                Show prices
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                Off: the plans are listed with what they include, without a price.
              </Typography>
            </span>
          }
          sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.75 } }}
        />
      </Section>

      <Section
        title="Storage"
        description="How much each plan's files may take in all, unfinished uploads included. An upload past it is refused with the account's usage; files already stored stay."
      >
        <StorageQuotaFields
          values={values.quotas}
          errors={quotaErrors}
          disabled={disabled}
          onChange={(plan, value) => set({ quotas: { ...values.quotas, [plan]: value } })}
        />
      </Section>

      <Section title="Uploads" description={`The largest file anyone may upload. ${LIMITS_TEXT}`}>
        <FormControlLabel
          control={
            <Switch checked={values.capUploads} onChange={(event) => set({ capUploads: event.target.checked })} />
          }
          disabled={disabled}
          label="Cap upload size on this instance"
        />
        {values.capUploads && (
          <TextField
            label="Maximum upload size"
            type="number"
            value={values.maxUploadMb}
            onChange={(event) => set({ maxUploadMb: event.target.value })}
            disabled={disabled}
            error={Boolean(errors.maxUploadMb)}
            helperText={
              errors.maxUploadMb ??
              `From 1 to ${formatMegabytes(MAX_UPLOAD_CAP_MB)}. Lowers any plan's limit above it; plans below it keep theirs.`
            }
            slotProps={{
              htmlInput: { min: 1, max: MAX_UPLOAD_CAP_MB, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">MB</InputAdornment> },
            }}
            sx={{ maxWidth: 260 }}
          />
        )}
      </Section>

      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {canEdit && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSaving || !isDirty}
            startIcon={isSaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Save settings
          </Button>
          {isDirty && (
            <Button
              color="inherit"
              size="large"
              disabled={isSaving}
              onClick={() => {
                setValues(toValues(settings));
                setErrors({});
                setQuotaErrors({});
                setFormError(null);
              }}
            >
              Discard changes
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
