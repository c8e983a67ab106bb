import Alert from '@mui/material/Alert';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
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
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      formId="template-form"
      onSubmit={submit}
      isSending={sending}
      submitLabel={submitLabel}
    >
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
    </FormDialog>
  );
}
