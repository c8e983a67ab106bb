import { SETTINGS_LIMITS } from '@clientdock/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface ExpertiseFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

const SEPARATORS = /[,;\n]+/;
const DEFAULT_HELP = `Press Enter after each skill, up to ${SETTINGS_LIMITS.expertiseItems}. For example: brand identity, UX research.`;

/** Skills as chips: Enter, a comma or leaving the field turns what was typed into a chip. */
export function ExpertiseField({ value, onChange, onBlur, error }: ExpertiseFieldProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (current: string[], typed: string) => {
    const next = [...current];
    for (const part of typed.split(SEPARATORS)) {
      const skill = part.trim();
      if (!skill || next.some((item) => item.toLowerCase() === skill.toLowerCase())) continue;
      if (skill.length > SETTINGS_LIMITS.expertiseItem) {
        setProblem(`Keep each skill to ${SETTINGS_LIMITS.expertiseItem} characters`);
        return current;
      }
      if (next.length >= SETTINGS_LIMITS.expertiseItems) {
        setProblem(`You can list up to ${SETTINGS_LIMITS.expertiseItems} skills`);
        break;
      }
      next.push(skill);
    }
    return next;
  };
  const commit = () => {
    if (!text.trim()) return;
    setProblem(null);
    onChange(add(value, text));
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
        if (SEPARATORS.test(next)) {
          onChange(add(value, next));
          setText('');
        } else setText(next);
      }}
      onChange={(_event, next) => {
        setProblem(null);
        // Removing a chip passes the shorter list; Enter passes the list plus the typed text.
        onChange(next.length < value.length ? next : add(value, next.slice(value.length).join(',')));
      }}
      onBlur={() => {
        commit();
        onBlur?.();
      }}
      renderValue={(skills, getItemProps) =>
        skills.map((skill, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={skill} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Expertise" error={Boolean(message)} helperText={message ?? DEFAULT_HELP} />
      )}
    />
  );
}
