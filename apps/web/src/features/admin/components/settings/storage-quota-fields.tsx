import { MAX_STORAGE_QUOTA_GB, PLAN_IDS, type PlanId } from '@clientdock/shared';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { planLabel } from '../../lib/account-labels';

export type QuotaValues = Record<PlanId, string>;

export const QUOTA_HINT = `A whole number of GB from 1 to ${MAX_STORAGE_QUOTA_GB.toLocaleString('en-US')}.`;

/** The quotas as numbers, or the plans whose field does not hold a usable one. */
export function parseQuotas(values: QuotaValues): { quotas: Record<PlanId, number> } | { invalid: PlanId[] } {
  const invalid = PLAN_IDS.filter((plan) => {
    const text = values[plan].trim();
    return !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_STORAGE_QUOTA_GB;
  });
  if (invalid.length > 0) return { invalid };
  return { quotas: Object.fromEntries(PLAN_IDS.map((plan) => [plan, Number(values[plan])])) as Record<PlanId, number> };
}

interface StorageQuotaFieldsProps {
  values: QuotaValues;
  errors: Partial<Record<PlanId, string>>;
  disabled: boolean;
  onChange: (plan: PlanId, value: string) => void;
}

/** One field per plan: how much its files and unfinished uploads may take. */
export function StorageQuotaFields({ values, errors, disabled, onChange }: StorageQuotaFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {PLAN_IDS.map((plan) => (
        <TextField
          key={plan}
          label={`${planLabel(plan)} storage`}
          type="number"
          value={values[plan]}
          onChange={(event) => onChange(plan, event.target.value)}
          disabled={disabled}
          error={Boolean(errors[plan])}
          helperText={errors[plan] ?? ' '}
          slotProps={{
            htmlInput: { min: 1, max: MAX_STORAGE_QUOTA_GB, step: 1, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">GB</InputAdornment> },
          }}
          sx={{ maxWidth: { sm: 200 } }}
        />
      ))}
    </Stack>
  );
}
