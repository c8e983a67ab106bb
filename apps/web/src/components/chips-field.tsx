import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface ChipsFieldProps {
  label: string;
  helperText: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The server's or the form's message; shown in place of the helper text. */
  error?: string;
  /** What splits typed or pasted text into chips, besides Enter. */
  separators?: RegExp;
  /** One typed item as it is kept ("Ada@Example.com " -> "ada@example.com"); empty drops it. */
  normalize?: (item: string) => string;
  /** Why an item cannot be added (too long…), or null; nothing typed is added then. */
  problemOf?: (item: string) => string | null;
  maxItems?: number;
  /** Said when an item would go past maxItems. */
  tooManyMessage?: string;
  /** A chip drawn as a mistake (red, outlined), still kept so the person can fix it. */
  isInvalid?: (item: string) => boolean;
  inputType?: 'text' | 'email';
}

const trim = (item: string) => item.trim();

/** Free text as chips: Enter, a separator or leaving the field turns what was typed into chips. */
export function ChipsField({
  label,
  helperText,
  value,
  onChange,
  onBlur,
  error,
  separators = /[,;\n]+/,
  normalize = trim,
  problemOf,
  maxItems,
  tooManyMessage,
  isInvalid,
  inputType = 'text',
}: ChipsFieldProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (current: string[], typed: string[]) => {
    const next = [...current];
    for (const part of typed.flatMap((entry) => entry.split(separators))) {
      const item = normalize(part);
      if (!item || next.some((kept) => kept.toLowerCase() === item.toLowerCase())) continue;
      const itemProblem = problemOf?.(item) ?? null;
      if (itemProblem) {
        setProblem(itemProblem);
        return current;
      }
      if (maxItems !== undefined && next.length >= maxItems) {
        setProblem(tooManyMessage ?? `You can add up to ${maxItems}`);
        break;
      }
      next.push(item);
    }
    return next;
  };
  const commit = () => {
    if (!text.trim()) return;
    setProblem(null);
    onChange(add(value, [text]));
    setText('');
  };

  const message = problem ?? error;
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return;
        setProblem(null);
        if (separators.test(next)) {
          onChange(add(value, [next]));
          setText('');
        } else setText(next);
      }}
      onChange={(_event, next) => {
        setProblem(null);
        // Removing a chip passes the shorter list; Enter passes the list plus the typed text.
        onChange(next.length < value.length ? next : add(value, next.slice(value.length)));
      }}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const isMistake = isInvalid?.(item) ?? false;
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={item}
              color={isMistake ? 'error' : 'default'}
              variant={isMistake ? 'outlined' : 'filled'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          type={inputType}
          error={Boolean(message)}
          helperText={message || helperText}
        />
      )}
    />
  );
}
