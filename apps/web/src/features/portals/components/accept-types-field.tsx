import { ACCEPT_PRESETS } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { ChipsField } from '@/components/chips-field';
import {
  ACCEPT_PRESET_KEYS,
  acceptTokenProblem,
  hasPreset,
  normalizeAcceptToken,
  otherTokens,
  togglePreset,
  withOtherTokens,
} from '../lib/request-accept';

interface AcceptTypesFieldProps {
  accept: string[] | undefined;
  onChange: (accept: string[] | undefined) => void;
  disabled?: boolean;
  error?: string;
}

/** Preset chips plus a free field for other extensions and MIME types; nothing chosen takes any type. */
export function AcceptTypesField({ accept, onChange, disabled = false, error }: AcceptTypesFieldProps) {
  const set = (next: string[]) => onChange(next.length > 0 ? next : undefined);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1, fontSize: '0.875rem' }}>
        Accepted types
      </FormLabel>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {ACCEPT_PRESET_KEYS.map((key) => {
          const isOn = hasPreset(accept, key);
          return (
            <Chip
              key={key}
              label={ACCEPT_PRESETS[key].label}
              icon={isOn ? <CheckRounded /> : undefined}
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              aria-pressed={isOn}
              disabled={disabled}
              onClick={() => set(togglePreset(accept, key))}
            />
          );
        })}
      </Stack>
      {!disabled && (
        <ChipsField
          label="Other types"
          helperText={
            accept?.length
              ? 'Extensions or MIME types, such as .psd or image/svg+xml. Press Enter after each.'
              : 'Any type is accepted while nothing is chosen. Add extensions or MIME types, such as .psd.'
          }
          value={otherTokens(accept)}
          onChange={(others) => set(withOtherTokens(accept, others))}
          separators={/[\s,;]+/}
          normalize={normalizeAcceptToken}
          problemOf={acceptTokenProblem}
          error={error}
        />
      )}
    </Box>
  );
}
