import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** A registered react-hook-form field as MUI TextField props: the ref on the input, the error flag, full width. */
export function textFieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T> & keyof T,
) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref, error: Boolean(errors[name]), fullWidth: true };
}

/** Marks a field as required for assistive technology, leaving the visible label alone. */
export const requiredInput = { htmlInput: { 'aria-required': true } } as const;
