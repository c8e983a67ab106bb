import { SECURITY_LOG_KIND_LABELS, SECURITY_LOG_KINDS, type SecurityLogKind } from '@clientdock/shared';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en';

export interface LogFilterValues {
  kind: SecurityLogKind | '';
  q: string;
  /** YYYY-MM-DD, local days. */
  from: string;
  to: string;
}

const DATE_FORMAT = 'MM/DD/YYYY';

function DayField({
  label,
  value,
  onChange,
  minDate,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}) {
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={parsed?.isValid() ? parsed : null}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      enableAccessibleFieldDOMStructure={false}
      onChange={(next) => {
        if (next === null) onChange('');
        else if (next.isValid()) onChange(next.format('YYYY-MM-DD'));
      }}
      slotProps={{ field: { clearable: true }, textField: { size: 'small', fullWidth: true } }}
    />
  );
}

/** Kind of event, who (actor or target email, IP) and which days. */
export function SecurityLogFilters({
  values,
  onChange,
}: {
  values: LogFilterValues;
  onChange: (patch: Partial<LogFilterValues>) => void;
}) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: '1.2fr 1.6fr 1fr 1fr' },
          '& > :nth-of-type(-n+2)': { gridColumn: { xs: 'span 2', md: 'auto' } },
        }}
      >
        <TextField
          select
          label="Event"
          size="small"
          value={values.kind}
          onChange={(event) => onChange({ kind: event.target.value as SecurityLogKind | '' })}
        >
          <MenuItem value="">All events</MenuItem>
          {SECURITY_LOG_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {SECURITY_LOG_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search"
          placeholder="Email, IP address or domain"
          size="small"
          type="search"
          value={values.q}
          onChange={(event) => onChange({ q: event.target.value })}
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
        <DayField
          label="From"
          value={values.from}
          maxDate={values.to || undefined}
          onChange={(from) => onChange({ from })}
        />
        <DayField label="To" value={values.to} minDate={values.from || undefined} onChange={(to) => onChange({ to })} />
      </Box>
    </LocalizationProvider>
  );
}
