import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { colorOr } from '../lib/brand-colors';

interface ColorFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText: string;
  fallback: string;
}

/** A colour as a swatch picker and as #rrggbb text; either edits the same value. */
export function ColorField<T extends FieldValues>({ control, name, label, helperText, fallback }: ColorFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="input"
            type="color"
            aria-label={`${label} picker`}
            value={colorOr(field.value, fallback)}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            sx={{
              flexShrink: 0,
              width: 56,
              height: 56,
              p: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              cursor: 'pointer',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              '&::-webkit-color-swatch-wrapper': { p: 0 },
              '&::-webkit-color-swatch': { border: 'none', borderRadius: 1 },
              '&::-moz-color-swatch': { border: 'none', borderRadius: 1 },
            }}
          />
          <TextField
            label={label}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off', style: { fontFamily: 'monospace' } },
            }}
          />
        </Stack>
      )}
    />
  );
}
