import { emailSchema } from '@clientdock/shared';
import { ChipsField } from '@/components/chips-field';

interface EmailChipsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

const isInvalidEmail = (email: string) => !emailSchema.safeParse(email).success;

/** Client emails as chips: Enter, comma, space or leaving the field turns the typed address into a chip. */
export function EmailChipsField(props: EmailChipsFieldProps) {
  return (
    <ChipsField
      {...props}
      label="Client emails"
      helperText="Only these addresses can get a code; leave empty to let any address in. Press Enter after each."
      inputType="email"
      separators={/[\s,;]+/}
      normalize={(email) => email.trim().toLowerCase()}
      isInvalid={isInvalidEmail}
    />
  );
}
