import { authFlowMessages, PASSWORD_MIN_LENGTH, passwordResetSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '@/components/form-error';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { SubmitButton } from '@/components/submit-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { requiredInput } from '@/lib/text-field-props';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_TOKEN' || error.code === 'USER_NOT_FOUND');
}

function DeadLink() {
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        {authFlowMessages.resetLinkInvalid}
      </Alert>
      <Button component={RouterLink} to="/forgot-password" variant="contained" size="large">
        Ask for a new link
      </Button>
    </Stack>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isLinkDead, setIsLinkDead] = useState(!token);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword });
      void navigate('/login?passwordReset=true', { replace: true });
    } catch (error) {
      if (isDeadLink(error)) setIsLinkDead(true);
      else setServerError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      }
    >
      {isLinkDead ? (
        <DeadLink />
      ) : (
        <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
          <FormError message={serverError} />
          <PasswordField
            {...register('newPassword')}
            label="New password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            error={Boolean(errors.newPassword)}
            helperText={errors.newPassword?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
            slotProps={requiredInput}
          />
          <PasswordStrengthMeter password={watch('newPassword')} />
          <PasswordField
            {...register('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            fullWidth
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message ?? ' '}
            slotProps={requiredInput}
          />
          <SubmitButton isSubmitting={isSubmitting}>Reset password</SubmitButton>
        </Stack>
      )}
    </AuthCard>
  );
}
