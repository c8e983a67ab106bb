import { type EmailChange, emailChangeSchema, messages } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRequestEmailChange } from '../api/account';
import { failedStep, failureMessage } from '../lib/failure-message';
import { FormActions } from './form-actions';
import { FormTextField } from './form-text-field';
import { PasswordInput } from './password-input';

interface EmailChangeFormProps {
  currentEmail: string;
  onSent: (pendingEmail: string) => void;
}

/** Spec §4: the current password first, then a link goes to the new address. */
export function EmailChangeForm({ currentEmail, onSent }: EmailChangeFormProps) {
  const request = useRequestEmailChange();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      emailChangeSchema.refine((input) => input.newEmail.toLowerCase() !== currentEmail.toLowerCase(), {
        path: ['newEmail'],
        message: messages.emailMustDiffer,
      }),
    [currentEmail],
  );
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EmailChange>({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const answer = await request.mutateAsync(input);
      onSent(answer.pendingEmail);
    } catch (error) {
      const message = failureMessage(error, messages.failedSendVerificationEmail);
      // Spec §8: each failing step is named; its message goes where the person can fix it.
      const step = failedStep(error);
      if (step === 'reauthentication') setError('currentPassword', { message }, { shouldFocus: true });
      else if (step === 'email-update') setError('newEmail', { message }, { shouldFocus: true });
      else setProblem(message);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <FormTextField
        control={control}
        name="newEmail"
        label="New email address"
        type="email"
        autoComplete="email"
        helperText="We send a link there; your address changes once you follow it."
      />
      <PasswordInput
        control={control}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        helperText="To make sure it is you."
      />
      <FormActions isSaving={isSubmitting} saveLabel="Send verification link" confirmation={null} error={problem} />
    </Stack>
  );
}
