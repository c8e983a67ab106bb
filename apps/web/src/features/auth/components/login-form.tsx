import { signInSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { requiredInput, textFieldProps } from '@/lib/text-field-props';
import { useSignIn } from '../api/sign-in';
import { useAfterAuthNavigate } from '../api/use-after-auth';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordField } from './password-field';
import { SecondFactorForm } from './second-factor-form';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const signIn = useSignIn();
  const goOn = useAfterAuthNavigate(redirect);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer?.twoFactorRedirect) setNeedsSecondFactor(true);
      else goOn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (needsSecondFactor) {
    return (
      <SecondFactorForm
        onSignedIn={goOn}
        onCancel={() => {
          resetField('password');
          setNeedsSecondFactor(false);
        }}
      />
    );
  }

  return (
    <>
      <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
        <FormError message={serverError} />
        <TextField
          {...textFieldProps(register, errors, 'email')}
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          helperText={errors.email?.message ?? ' '}
          slotProps={requiredInput}
        />
        <PasswordField
          {...register('password')}
          label="Password"
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? ' '}
        />
        <SubmitButton isSubmitting={isSubmitting}>Sign in</SubmitButton>
      </Stack>
      <PasskeySignInButton onSignedIn={goOn} />
    </>
  );
}
