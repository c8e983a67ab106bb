import { authFlowMessages, passwordResetRequestSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-error';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { requiredInput, textFieldProps } from '@/lib/text-field-props';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: params.get('email') ?? '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account. We will mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Back to sign in
          </Link>
        </>
      }
    >
      {sentTo ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {authFlowMessages.resetLinkSent}
          </Alert>
          <Link component="button" type="button" onClick={() => setSentTo(null)} sx={{ alignSelf: 'flex-start' }}>
            Use another address
          </Link>
        </Stack>
      ) : (
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
          <SubmitButton isSubmitting={isSubmitting}>Send reset link</SubmitButton>
        </Stack>
      )}
    </AuthCard>
  );
}
