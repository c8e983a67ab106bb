import { authFlowMessages, type Me, PASSWORD_MIN_LENGTH, registerSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { requiredInput, textFieldProps } from '@/lib/text-field-props';
import { meQueryKey, toSession } from '../api/session';
import { useSignUp } from '../api/sign-up';
import { useAfterAuthNavigate } from '../api/use-after-auth';
import { PasswordField } from './password-field';

export function RegisterForm({ redirect }: { redirect: string | null }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const goOn = useAfterAuthNavigate(redirect);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const field = (name: 'firstName' | 'lastName' | 'email') => textFieldProps(register, errors, name);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signUp.mutateAsync(values);
      // A taken address is answered like a new one but signs nobody in; its owner gets a mail instead. An account
      // waiting for approval is signed in, and the guard shows it the waiting page.
      const state = queryClient.getQueryState<Me | null>(meQueryKey);
      const session = toSession({ isPending: false, data: state?.data, error: state?.error });
      if (session.status === 'active' || session.status === 'blocked') goOn();
      else setServerError(authFlowMessages.signUpNotSignedIn);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
      <FormError message={serverError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          autoFocus
          helperText={errors.firstName?.message ?? ' '}
          slotProps={requiredInput}
        />
        <TextField
          {...field('lastName')}
          label="Last name"
          autoComplete="family-name"
          helperText={errors.lastName?.message ?? 'Optional'}
        />
      </Stack>
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        helperText={errors.email?.message ?? 'Your clients never need an account; you do.'}
        slotProps={requiredInput}
      />
      <PasswordField
        {...register('password')}
        label="Password"
        autoComplete="new-password"
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
        slotProps={requiredInput}
      />
      <PasswordStrengthMeter
        password={watch('password')}
        userInputs={[watch('email'), watch('firstName'), watch('lastName') ?? '']}
      />
      <SubmitButton isSubmitting={isSubmitting}>Create account</SubmitButton>
    </Stack>
  );
}
