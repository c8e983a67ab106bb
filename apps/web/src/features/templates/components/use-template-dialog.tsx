import type { TemplateDetail } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreatePortalFromTemplate } from '../api/use-template';

const NAME_MAX = 120;

/** Asks who the portal is for, makes it from the template and opens it in the editor. */
export function UseTemplateDialog({
  template,
  open,
  onClose,
}: {
  template: Pick<TemplateDetail, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const create = useCreatePortalFromTemplate();
  const [clientName, setClientName] = useState('');
  const [portalName, setPortalName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [problem, setProblem] = useState<{ message: string; isLimit: boolean } | null>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!open) return;
    setClientName('');
    setPortalName('');
    setNameEdited(false);
    setProblem(null);
    setTouched(false);
  }, [open]);

  const suggested = clientName.trim() ? `${clientName.trim()}: ${template.name}` : template.name;
  const name = (nameEdited ? portalName : suggested).slice(0, NAME_MAX);
  const clientError = touched && !clientName.trim() ? 'Enter your client’s name' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!clientName.trim() || !name.trim()) return;
    setProblem(null);
    try {
      const portal = await create.mutateAsync({
        templateId: template.id,
        name: name.trim(),
        clientName: clientName.trim(),
      });
      navigate(`/dashboard/edit/${portal.id}?tab=sections`, {
        state: { notice: `${portal.name} is ready, built from ${template.name}. Add your files next.` },
      });
    } catch (error) {
      setProblem({
        message: errorMessage(error),
        isLimit: error instanceof ApiError && (error.code === 'LIMIT_REACHED' || error.code === 'PLAN_REQUIRED'),
      });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId}>Use “{template.name}”</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="use-template-form" noValidate onSubmit={submit}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography color="text.secondary">
              A new portal is made with this layout. Your client’s name goes wherever the template says “Your Client”;
              you can change everything afterwards.
            </Typography>
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
            <TextField
              label="Client name"
              value={clientName}
              onChange={(event) => setClientName(event.target.value)}
              onBlur={() => setTouched(true)}
              error={Boolean(clientError)}
              helperText={clientError ?? 'The person or company this portal is for, e.g. Acme Inc.'}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <TextField
              label="Portal name"
              value={name}
              onChange={(event) => {
                setNameEdited(true);
                setPortalName(event.target.value);
              }}
              error={touched && !name.trim()}
              helperText={touched && !name.trim() ? 'Name is required' : 'Only you see this name in your dashboard.'}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={create.isPending} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          form="use-template-form"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create portal
        </Button>
      </DialogActions>
    </Dialog>
  );
}
