import { EXPIRY_MAX, EXPIRY_MIN } from '@clientdock/shared';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import { useState } from 'react';

// Spec §5 and §9: 1900-01-01 to 2099-12-31, en-US month/day/year, weeks starting on Sunday (dayjs "en").
const MIN_DATE = dayjs(EXPIRY_MIN);
const MAX_DATE = dayjs(EXPIRY_MAX);
export const DATE_FORMAT = 'MM/DD/YYYY';

const PICKER_ERRORS: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: `Enter a date as ${DATE_FORMAT}`,
  minDate: `Choose a date after ${MIN_DATE.format(DATE_FORMAT)}`,
  maxDate: `Choose a date before ${MAX_DATE.format(DATE_FORMAT)}`,
};

interface ExpiryDateFieldProps {
  /** YYYY-MM-DD or null for no expiry; an unfinished date is sent on as "" for the form's schema to refuse. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

export function ExpiryDateField({ value, onChange, onBlur, error, disabled }: ExpiryDateFieldProps) {
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const message = (pickerError && PICKER_ERRORS[pickerError]) || error;
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <DatePicker
        label="Expiry date"
        format={DATE_FORMAT}
        value={parsed?.isValid() ? parsed : null}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        onError={setPickerError}
        onChange={(next) => {
          if (next === null) onChange(null);
          else onChange(next.isValid() ? next.format('YYYY-MM-DD') : '');
        }}
        slotProps={{
          field: { clearable: true, onBlur },
          textField: {
            fullWidth: true,
            error: Boolean(message),
            helperText: message || 'Leave empty for a portal that never expires.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
