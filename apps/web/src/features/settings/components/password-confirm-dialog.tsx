import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { usePasswordVisibility } from '@/components/password-visibility';
import { errorMessage } from '@/lib/api-client';

interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onClose: () => void;
  /** Runs with the typed password; a thrown error is shown in the dialog. */
  onConfirm: (password: string) => Promise<void>;
  children?: ReactNode;
}

/** Asks for the current password again before a change to how the account signs in. */
export function PasswordConfirmDialog({
  open,
  title,
  description,
  submitLabel,
  onClose,
  onConfirm,
  children,
}: PasswordConfirmDialogProps) {
  const formId = useId();
  const { type, endAdornment } = usePasswordVisibility();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const close = () => {
    setPassword('');
    setFieldError(null);
    setProblem(null);
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError('Enter your current password.');
      return;
    }
    setFieldError(null);
    setProblem(null);
    setSending(true);
    try {
      await onConfirm(password);
      setPassword('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      formId={formId}
      onSubmit={onSubmit}
      isSending={isSending}
      submitLabel={submitLabel}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        <FormError message={problem} />
        {children}
        <TextField
          label="Current password"
          type={type}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          autoFocus
          fullWidth
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          slotProps={{ input: { endAdornment } }}
        />
      </Stack>
    </FormDialog>
  );
}
