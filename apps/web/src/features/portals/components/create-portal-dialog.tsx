import type { PortalCreate } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { LimitProblemAlert } from '@/components/limit-problem-alert';
import { useCurrentUser } from '@/features/auth';
import { type LimitProblem, limitProblem } from '@/lib/limit-problem';
import { useCreatePortal } from '../api/create-portal';
import { lockedAccessTypes } from '../lib/access-plan';
import { createPortalFormSchema, defaultCreateValues, type PortalFormValues } from '../lib/portal-form';
import { PortalFormFields } from './portal-form-fields';

export function CreatePortalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const createPortal = useCreatePortal();
  const [problem, setProblem] = useState<LimitProblem | null>(null);
  const locked = lockedAccessTypes(me);
  // A protected default saved on a plan that had it starts as a link portal, which the creator can see and change.
  const startValues = () => {
    const values = defaultCreateValues(me);
    return locked.includes(values.accessType) ? { ...values, accessType: 'link' as const } : values;
  };
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PortalFormValues, unknown, PortalCreate>({
    resolver: zodResolver(createPortalFormSchema),
    defaultValues: startValues(),
    mode: 'onTouched',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time it opens, not when /api/me refreshes.
  useEffect(() => {
    if (open) {
      reset(startValues());
      setProblem(null);
    }
  }, [open, reset]);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      const portal = await createPortal.mutateAsync(body);
      // Leaving the list closes the dialog; closing it first would put the list's own address back over this one.
      navigate(`/dashboard/edit/${portal.id}`, {
        state: { notice: `${portal.name} is ready. Add files and sections next.` },
      });
    } catch (error) {
      setProblem(limitProblem(error, ['LIMIT_REACHED', 'PLAN_REQUIRED']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New portal"
      formId="create-portal-form"
      onSubmit={onSubmit}
      isSending={isSubmitting}
      submitLabel="Create portal"
      actionSize="large"
      cancelColor="primary"
    >
      <LimitProblemAlert problem={problem} sx={{ mb: 2.5 }} />
      <PortalFormFields
        control={control}
        errors={errors}
        autoFocusName
        lockedAccessTypes={locked}
        canUpgrade={me.userType !== 'team_member'}
      />
    </FormDialog>
  );
}
