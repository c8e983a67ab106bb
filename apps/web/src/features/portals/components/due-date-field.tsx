import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import { useState } from 'react';
import { DATE_FORMAT } from './expiry-date-field';

interface DueDateFieldProps {
  /** YYYY-MM-DD or null; an unfinished date is passed on as "" for the section's schema to refuse. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The day a request's files are due, in en-US month/day/year. */
export function DueDateField({ value, onChange, error, disabled }: DueDateFieldProps) {
  const [pickerError, setPickerError] = useState<DateValidationError>(null);
  const message = (pickerError === 'invalidDate' ? `Enter a date as ${DATE_FORMAT}` : null) || error;
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
      <DatePicker
        label="Due date"
        format={DATE_FORMAT}
        value={parsed?.isValid() ? parsed : null}
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        onError={setPickerError}
        onChange={(next) => {
          if (next === null) onChange(null);
          else onChange(next.isValid() ? next.format('YYYY-MM-DD') : '');
        }}
        slotProps={{
          field: { clearable: true },
          textField: {
            fullWidth: true,
            error: Boolean(message),
            helperText: message || 'Optional: the day you need the files by. Your client sees it.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
