import type { TemplateDetail } from '@clientdock/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { LimitProblemAlert } from '@/components/limit-problem-alert';
import { type LimitProblem, limitProblem } from '@/lib/limit-problem';
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
  const navigate = useNavigate();
  const create = useCreatePortalFromTemplate();
  const [clientName, setClientName] = useState('');
  const [portalName, setPortalName] = useState('');
  const [nameEdited, setNameEdited] = useState(false);
  const [problem, setProblem] = useState<LimitProblem | null>(null);
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
      setProblem(limitProblem(error, ['LIMIT_REACHED', 'PLAN_REQUIRED']));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<>Use “{template.name}”</>}
      formId="use-template-form"
      onSubmit={submit}
      isSending={create.isPending}
      submitLabel="Create portal"
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          A new portal is made with this layout. Your client’s name goes wherever the template says “Your Client”; you
          can change everything afterwards.
        </Typography>
        <LimitProblemAlert problem={problem} />
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
    </FormDialog>
  );
}
