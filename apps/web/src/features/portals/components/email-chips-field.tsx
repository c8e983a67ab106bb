import { emailSchema } from '@clientdock/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface EmailChipsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

const SEPARATORS = /[\s,;]+/;

function addAll(current: string[], text: string): string[] {
  const next = [...current];
  for (const part of text.split(SEPARATORS)) {
    const email = part.trim().toLowerCase();
    if (email && !next.includes(email)) next.push(email);
  }
  return next;
}

/** Client emails as chips: Enter, comma, space or leaving the field turns the typed address into a chip. */
export function EmailChipsField({ value, onChange, onBlur, error }: EmailChipsFieldProps) {
  const [text, setText] = useState('');
  const commit = () => {
    if (!text.trim()) return;
    onChange(addAll(value, text));
    setText('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        if (SEPARATORS.test(next)) {
          onChange(addAll(value, next));
          setText('');
        } else setText(next);
      }}
      onChange={(_event, next) => onChange(addAll([], next.join(' ')))}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      renderValue={(emails, getItemProps) =>
        emails.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const isValid = emailSchema.safeParse(email).success;
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={email}
              color={isValid ? 'default' : 'error'}
              variant={isValid ? 'filled' : 'outlined'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Client emails"
          type="email"
          error={Boolean(error)}
          helperText={
            error || 'Only these addresses can get a code; leave empty to let any address in. Press Enter after each.'
          }
        />
      )}
    />
  );
}
