import type { FieldValues } from 'react-hook-form';
import { usePasswordVisibility } from '@/components/password-visibility';
import { FormTextField } from './form-text-field';

type PasswordInputProps<T extends FieldValues, TOut> = Omit<Parameters<typeof FormTextField<T, TOut>>[0], 'type'>;

/** A form-bound password field with a show/hide toggle. */
export function PasswordInput<T extends FieldValues, TOut = T>(props: PasswordInputProps<T, TOut>) {
  const { type, endAdornment } = usePasswordVisibility();
  return <FormTextField {...props} type={type} slotProps={{ ...props.slotProps, input: { endAdornment } }} />;
}
