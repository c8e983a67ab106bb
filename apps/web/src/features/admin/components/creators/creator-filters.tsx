import { PLAN_IDS, type PlanId, USER_TYPE_LABELS, USER_TYPES, type UserType } from '@clientdock/shared';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { planLabel } from '../../lib/account-labels';

export interface CreatorFilterValues {
  q: string;
  plan: PlanId | '';
  userType: UserType | '';
}

/** Search box and the plan and type filters of Manage Creators. */
export function CreatorFilters({
  values,
  onChange,
}: {
  values: CreatorFilterValues;
  onChange: (patch: Partial<CreatorFilterValues>) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
      <TextField
        label="Search"
        placeholder="Name or email"
        size="small"
        type="search"
        value={values.q}
        onChange={(event) => onChange({ q: event.target.value })}
        sx={{ flexGrow: 1, minWidth: { sm: 220 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" spacing={1.5}>
        <TextField
          select
          label="Plan"
          size="small"
          value={values.plan}
          onChange={(event) => onChange({ plan: event.target.value as PlanId | '' })}
          sx={{ minWidth: 130, flex: 1 }}
        >
          <MenuItem value="">All plans</MenuItem>
          {PLAN_IDS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {planLabel(plan)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Type"
          size="small"
          value={values.userType}
          onChange={(event) => onChange({ userType: event.target.value as UserType | '' })}
          sx={{ minWidth: 150, flex: 1 }}
        >
          <MenuItem value="">All types</MenuItem>
          {USER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {USER_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
