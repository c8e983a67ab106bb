import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type PasswordInputProps<T extends FieldValues, TOut> = Omit<Parameters<typeof FormTextField<T, TOut>>[0], 'type'>;

/** A password field with a show/hide toggle; the toggle's name avoids "password" so field labels stay unique. */
export function PasswordInput<T extends FieldValues, TOut = T>(props: PasswordInputProps<T, TOut>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={isVisible ? 'Hide characters' : 'Show characters'}
                aria-pressed={isVisible}
                onClick={() => setVisible((value) => !value)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {isVisible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
