import { registerSchema } from '@clientdock/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { usePasswordVisibility } from '@/components/password-visibility';

type Field = 'firstName' | 'lastName' | 'password';

interface JoinFormProps {
  email: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (input: { firstName: string; lastName: string; password: string }) => void;
}

/** Registration for a person new to ClientDock, with the invited address fixed. */
export function JoinForm({ email, isPending, error, onSubmit }: JoinFormProps) {
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const visibility = usePasswordVisibility();
  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ ...values, email });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (!next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit({ firstName: parsed.data.firstName, lastName: parsed.data.lastName, password: parsed.data.password });
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <TextField
        label="Email"
        value={email}
        slotProps={{ input: { readOnly: true } }}
        helperText="The invited address."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          fullWidth
          value={values.firstName}
          onChange={set('firstName')}
          error={Boolean(errors.firstName)}
          helperText={errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          fullWidth
          value={values.lastName}
          onChange={set('lastName')}
          error={Boolean(errors.lastName)}
          helperText={errors.lastName}
        />
      </Stack>
      <TextField
        label="Password"
        type={visibility.type}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'At least 8 characters.'}
        slotProps={{ input: { endAdornment: visibility.endAdornment } }}
      />
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Button type="submit" variant="contained" size="large" disabled={isPending}>
        {isPending ? 'Joining…' : 'Create account and join'}
      </Button>
    </Stack>
  );
}
