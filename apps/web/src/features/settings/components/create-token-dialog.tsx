import { type ApiTokenCreated, type ApiTokenScope, apiTokenCreateSchema } from '@clientdock/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { useCreateApiToken } from '../api/api-tokens';
import { TOKEN_EXPIRY_CHOICES, type TokenExpiryChoice, tokenExpiresAt } from '../lib/token-expiry';

const SCOPE_OPTIONS: { value: ApiTokenScope; label: string }[] = [
  { value: 'read', label: 'Read' },
  { value: 'write', label: 'Write' },
];

type Field = 'name' | 'scopes' | 'expiry';

interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ApiTokenCreated) => void;
}

export function CreateTokenDialog({ open, onClose, onCreated }: CreateTokenDialogProps) {
  const formId = useId();
  const scopesLabelId = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<TokenExpiryChoice>('never');
  const [customDate, setCustomDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScopes(['read']);
    setExpiry('never');
    setCustomDate('');
    setErrors({});
    setProblem(null);
    onClose();
  };
  const toggleScope = (scope: ApiTokenScope, checked: boolean) =>
    setScopes((current) =>
      checked
        ? SCOPE_OPTIONS.map((option) => option.value).filter((value) => value === scope || current.includes(value))
        : current.filter((value) => value !== scope),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const expiresAt = tokenExpiresAt(expiry, customDate);
    const parsed = apiTokenCreateSchema.safeParse({
      name,
      scopes,
      expiresAt: 'expiresAt' in expiresAt ? expiresAt.expiresAt : null,
    });
    const found: Partial<Record<Field, string>> = {};
    if ('problem' in expiresAt) found.expiry = expiresAt.problem;
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'expiresAt' ? 'expiry' : (issue.path[0] as Field);
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync(parsed.data);
      close();
      onCreated(created);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create token"
      formId={formId}
      onSubmit={onSubmit}
      isSending={create.isPending}
      submitLabel="Create token"
    >
      <Stack spacing={3}>
        <FormError message={problem} />
        <TextField
          label="Token name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'So you can tell your tokens apart, e.g. “CRM sync”'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <FormControl component="fieldset" error={Boolean(errors.scopes)}>
          <FormLabel component="legend" id={scopesLabelId} sx={{ mb: 0.5 }}>
            What it may do
          </FormLabel>
          <FormGroup aria-labelledby={scopesLabelId}>
            {SCOPE_OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                control={
                  <Checkbox
                    checked={scopes.includes(option.value)}
                    onChange={(event) => toggleScope(option.value, event.target.checked)}
                  />
                }
                label={option.label}
              />
            ))}
          </FormGroup>
          <FormHelperText>
            {errors.scopes ?? 'Read sees your portals, files and comments; write also creates and changes them.'}
          </FormHelperText>
        </FormControl>
        <TextField
          select
          label="Expires"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as TokenExpiryChoice)}
          fullWidth
          helperText={expiry === 'never' ? 'It works until you revoke it.' : undefined}
        >
          {TOKEN_EXPIRY_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        {expiry === 'custom' && (
          <TextField
            label="Expiry date"
            type="date"
            value={customDate}
            onChange={(event) => setCustomDate(event.target.value)}
            fullWidth
            error={Boolean(errors.expiry)}
            helperText={errors.expiry ?? 'The token stops working at the end of this day.'}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: dayjs().add(1, 'day').format('YYYY-MM-DD') },
            }}
          />
        )}
        {expiry !== 'custom' && errors.expiry && <FormHelperText error>{errors.expiry}</FormHelperText>}
      </Stack>
    </FormDialog>
  );
}
