import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';
import { usePasswordVisibility } from '@/components/password-visibility';

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { type, endAdornment } = usePasswordVisibility();
  return (
    <TextField {...props} inputRef={ref} type={type} slotProps={{ ...props.slotProps, input: { endAdornment } }} />
  );
});
