import type { Portal, PortalUpdate } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LimitProblemAlert } from '@/components/limit-problem-alert';
import { SubmitButton } from '@/components/submit-button';
import { useCurrentUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { type LimitProblem, limitProblem } from '@/lib/limit-problem';
import { useUpdatePortal } from '../api/update-portal';
import { lockedAccessTypes } from '../lib/access-plan';
import { editValuesFrom, type PortalFormValues, updatePortalFormSchema } from '../lib/portal-form';
import { useNotify } from './feedback';
import { PortalFormFields } from './portal-form-fields';

export function DetailsForm({ portal, readOnly = false }: { portal: Portal; readOnly?: boolean }) {
  const me = useCurrentUser();
  const notify = useNotify();
  const update = useUpdatePortal(portal.id);
  const [problem, setProblem] = useState<LimitProblem | null>(null);
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
      setProblem(limitProblem(error, ['LIMIT_REACHED', 'PLAN_REQUIRED']));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} sx={{ maxWidth: 720 }}>
      <LimitProblemAlert problem={problem} />
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
          lockedAccessTypes={lockedAccessTypes(me, portal.accessType)}
          canUpgrade={me.userType !== 'team_member'}
        />
      </fieldset>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => reset(editValuesFrom(portal))} disabled={!isDirty || isSubmitting} size="large">
            Discard
          </Button>
          <SubmitButton isSubmitting={isSubmitting}>Save changes</SubmitButton>
        </Stack>
      )}
    </Stack>
  );
}
