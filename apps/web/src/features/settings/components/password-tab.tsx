import { messages, PASSWORD_MIN_LENGTH, passwordChangeSchema } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PasswordStrengthMeter } from '@/components/password-strength-meter';
import { useCurrentUser } from '@/features/auth';
import { useChangePassword } from '../api/account';
import { failureMessage } from '../lib/failure-message';
import { FormActions } from './form-actions';
import { PasswordInput } from './password-input';
import { SettingsCard } from './settings-card';

const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again') })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match',
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordTab() {
  const me = useCurrentUser();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const [isChanged, setChanged] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    setChanged(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setChanged(true);
    } catch (error) {
      setProblem(failureMessage(error, messages.failedUpdatePassword));
    }
  });

  return (
    <SettingsCard
      title="Password"
      description="Changing your password signs you out on every other device and browser. This one stays signed in."
    >
      {isChanged && (
        <Alert severity="success" role="status" onClose={() => setChanged(false)}>
          Password updated. Every other session was signed out; sign in there with the new password.
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" value={me.email} hidden readOnly />
        <PasswordInput
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
        />
        <PasswordInput
          control={control}
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordStrengthMeter password={newPassword} userInputs={[me.email, me.firstName ?? '', me.lastName ?? '']} />
        <PasswordInput
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
        />
        <FormActions isSaving={isSubmitting} saveLabel="Update password" confirmation={null} error={problem} />
      </Stack>
    </SettingsCard>
  );
}
