import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { fieldErrorsFrom, type TemplateFormErrors, type TemplateFormValues } from '../lib/template-form';
import { TemplateFormFields } from './template-form-fields';

interface TemplateDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialValues: TemplateFormValues;
  /** Shown above the fields (what happens on save). */
  intro?: ReactNode;
  onSubmit: (values: TemplateFormValues) => Promise<void>;
  onClose: () => void;
}

/** The template's details in a dialog, for saving a portal as a template and for editing one. */
export function TemplateDialog({
  open,
  title,
  submitLabel,
  initialValues,
  intro,
  onSubmit,
  onClose,
}: TemplateDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TemplateFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time it opens.
  useEffect(() => {
    if (!open) return;
    setValues(initialValues);
    setErrors({});
    setProblem(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: 'Name is required' });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = fieldErrorsFrom(error);
      setErrors(fieldErrors);
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="template-form" noValidate onSubmit={submit} sx={{ pt: 1 }}>
          {intro}
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
              {problem}
            </Alert>
          )}
          <TemplateFormFields
            values={values}
            errors={errors}
            onChange={(patch) => {
              setValues((current) => ({ ...current, ...patch }));
              setErrors((current) => {
                const next = { ...current };
                for (const key of Object.keys(patch)) delete next[key as keyof TemplateFormValues];
                return next;
              });
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={sending} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          form="template-form"
          variant="contained"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
