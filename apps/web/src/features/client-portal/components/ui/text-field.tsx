import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: string;
  id?: string;
  className?: string;
  inputClassName?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  pattern?: string;
  spellCheck?: boolean;
  autoCapitalize?: string;
  onBlur?: () => void;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled input or textarea with its help or error text under it, tied together for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  helperText,
  required = false,
  multiline = false,
  rows = 3,
  id: givenId,
  className,
  inputClassName,
  inputRef,
  ...input
}: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const helper = error || helperText;
  const helperId = helper ? `${id}-helper` : undefined;
  const shared = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': helperId,
    className: inputClassName ? `cp-input ${inputClassName}` : 'cp-input',
    'data-autofocus': input.autoFocus ? true : undefined,
    ...input,
  };
  return (
    <div className={className ? `cp-field ${className}` : 'cp-field'}>
      <label className="cp-label" htmlFor={id}>
        {label}
        {required && (
          <span className="cp-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...shared} ref={inputRef} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} ref={inputRef} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && (
        <span id={helperId} className={error ? 'cp-helper cp-helper--error' : 'cp-helper'}>
          {helper}
        </span>
      )}
    </div>
  );
}
