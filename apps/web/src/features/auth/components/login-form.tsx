import { signInSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { useAfterAuthNavigate } from '../api/use-after-auth';
import { PasswordField } from './password-field';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const signIn = useSignIn();
  const goOn = useAfterAuthNavigate(redirect);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { ref: emailRef, ...emailField } = register('email');

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn.mutateAsync(values);
      goOn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField
        {...emailField}
        inputRef={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        error={Boolean(errors.email)}
        helperText={errors.email?.message ?? ' '}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="current-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? ' '}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Sign in
      </Button>
    </Stack>
  );
}
