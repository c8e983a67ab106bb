import {
  WEBHOOK_FORMATS,
  type Webhook,
  type WebhookCreated,
  type WebhookEventType,
  type WebhookFormat,
  webhookCreateSchema,
} from '@clientdock/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-client';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';
import { WebhookEventCheckboxes } from './webhook-event-checkboxes';

type Field = 'url' | 'events' | 'description';

interface WebhookFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The endpoint being edited; none to add one. */
  webhook?: Webhook;
  onCreated?: (created: WebhookCreated) => void;
  onSaved?: () => void;
}

/** Add an endpoint, or change its address, description and events. */
export function WebhookFormDialog({ open, onClose, webhook, onCreated, onSaved }: WebhookFormDialogProps) {
  const formId = useId();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [format, setFormat] = useState<WebhookFormat>('standard');
  const formatLabelId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setUrl(webhook?.url ?? '');
    setDescription(webhook?.description ?? '');
    setEvents(webhook?.events ?? []);
    setFormat(webhook?.format ?? 'standard');
    setErrors({});
    setProblem(null);
  }, [open, webhook]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = webhookCreateSchema.safeParse({ url, events, description, format });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      if (webhook) {
        await update.mutateAsync({ id: webhook.id, changes: parsed.data });
        onSaved?.();
      } else {
        onCreated?.(await create.mutateAsync(parsed.data));
      }
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={webhook ? 'Edit webhook' : 'Add webhook'}
      formId={formId}
      onSubmit={onSubmit}
      isSending={create.isPending || update.isPending}
      submitLabel={webhook ? 'Save changes' : 'Add webhook'}
    >
      <Stack spacing={3}>
        <FormError message={problem} />
        <TextField
          label="Webhook URL"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          autoFocus
          fullWidth
          autoComplete="off"
          placeholder="https://example.com/hooks/clientdock"
          error={Boolean(errors.url)}
          helperText={errors.url ?? 'ClientDock sends a POST request with a JSON body to this address.'}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'off' } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          fullWidth
          autoComplete="off"
          error={Boolean(errors.description)}
          helperText={errors.description ?? 'Optional, e.g. “Post comments to Slack”'}
        />
        <FormControl>
          <FormLabel id={formatLabelId}>Format</FormLabel>
          <RadioGroup
            aria-labelledby={formatLabelId}
            value={format}
            onChange={(event) => setFormat(event.target.value as WebhookFormat)}
          >
            {(Object.keys(WEBHOOK_FORMATS) as WebhookFormat[]).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={WEBHOOK_FORMATS[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        <WebhookEventCheckboxes value={events} onChange={setEvents} error={errors.events} />
      </Stack>
    </FormDialog>
  );
}
