import type { PortalCreate } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreatePortal } from '../api/create-portal';
import { createPortalFormSchema, defaultCreateValues, type PortalFormValues } from '../lib/portal-form';
import { PortalFormFields } from './portal-form-fields';

interface ServerProblem {
  message: string;
  isLimit: boolean;
}

export function CreatePortalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const me = useCurrentUser();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const createPortal = useCreatePortal();
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PortalFormValues, unknown, PortalCreate>({
    resolver: zodResolver(createPortalFormSchema),
    defaultValues: defaultCreateValues(me),
    mode: 'onTouched',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh each time it opens, not when /api/me refreshes.
  useEffect(() => {
    if (open) {
      reset(defaultCreateValues(me));
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
      const isLimit = error instanceof ApiError && error.code === 'LIMIT_REACHED';
      setProblem({ message: errorMessage(error), isLimit });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>New portal</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="create-portal-form" noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
          {problem && (
            <Alert
              severity={problem.isLimit ? 'warning' : 'error'}
              role="alert"
              sx={{ mb: 2.5 }}
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
          <PortalFormFields control={control} errors={errors} autoFocusName />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting} size="large">
          Cancel
        </Button>
        <Button
          type="submit"
          form="create-portal-form"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Create portal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
