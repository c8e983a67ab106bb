import type { Portal, PortalUpdate } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useUpdatePortal } from '../api/update-portal';
import { editValuesFrom, type PortalFormValues, updatePortalFormSchema } from '../lib/portal-form';
import { useNotify } from './feedback';
import { PortalFormFields } from './portal-form-fields';

export function DetailsForm({ portal, readOnly = false }: { portal: Portal; readOnly?: boolean }) {
  const notify = useNotify();
  const update = useUpdatePortal(portal.id);
  const [problem, setProblem] = useState<{ message: string; isLimit: boolean } | null>(null);
  const schema = useMemo(() => updatePortalFormSchema(portal), [portal]);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PortalFormValues, unknown, PortalUpdate>({
    resolver: zodResolver(schema),
    defaultValues: editValuesFrom(portal),
    mode: 'onTouched',
  });

  // After a save (or a change made elsewhere) the form shows what the server now holds, and the PIN field empties.
  // Refetches that change only counts (an upload finishing) must not wipe what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: updatedAt marks a change to the fields themselves.
  useEffect(() => {
    reset(editValuesFrom(portal));
  }, [portal.updatedAt, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await update.mutateAsync(body);
      notify(body.pin ? 'Changes saved. The new PIN is in place.' : 'Changes saved');
      reset(editValuesFrom(saved));
    } catch (error) {
      const isLimit = error instanceof ApiError && error.code === 'LIMIT_REACHED';
      setProblem({ message: errorMessage(error), isLimit });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} sx={{ maxWidth: 720 }}>
      {problem && (
        <Alert
          severity={problem.isLimit ? 'warning' : 'error'}
          role="alert"
          action={
            problem.isLimit ? (
              <Button component={Link} to="/pricing" color="inherit" size="small">
                Compare plans
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      )}
      {portal.status === 'expired' && (
        <Alert severity="warning">
          This portal expired{portal.expiresAt ? ` on ${formatDate(portal.expiresAt)}` : ''}. Choose a later expiry date
          and save to open it to clients again.
        </Alert>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <PortalFormFields
          control={control}
          errors={errors}
          hasPin={portal.accessType === 'pin' && portal.hasPin}
          showStatus={portal.status === 'active' || portal.status === 'draft'}
        />
      </fieldset>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => reset(editValuesFrom(portal))} disabled={!isDirty || isSubmitting} size="large">
            Discard
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Save changes
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
