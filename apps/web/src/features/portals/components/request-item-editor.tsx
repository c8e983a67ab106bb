import { REQUEST_LIMITS, type RequestItem, requestItemSchema } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { AcceptTypesField } from './accept-types-field';

/** The shared schema's complaints about one item, by field, to show under that field. */
export function itemProblems(item: RequestItem): Partial<Record<keyof RequestItem, string>> {
  const result = requestItemSchema.safeParse(item);
  const problems: Partial<Record<keyof RequestItem, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof RequestItem;
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A whole number from a number field, or undefined when it is empty. */
function wholeNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Math.round(Number(text));
  return Number.isFinite(value) ? value : undefined;
}

interface RequestItemEditorProps {
  item: RequestItem;
  name: string;
  handle: ReactNode;
  /** The owner's plan limit for one file; an item may ask for less, never more. */
  planLimitMb: number;
  canRemove: boolean;
  onChange: (item: RequestItem) => void;
  onRemove: () => void;
  disabled: boolean;
}

export function RequestItemEditor(props: RequestItemEditorProps) {
  const { item, name, handle, planLimitMb, canRemove, onChange, onRemove, disabled } = props;
  const problems = itemProblems(item);
  // An item saved before a plan change (or through the API) may ask for more than the plan now takes.
  const isOverPlan = (item.maxSizeMb ?? 0) > planLimitMb;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Requested item: ${name}`}
      sx={{ borderRadius: 2, p: { xs: 1.5, sm: 2 }, pl: { xs: 0.5, sm: 1 } }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ pt: 0.5 }}>{handle}</Stack>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label="Item title"
              value={item.title}
              disabled={disabled}
              required
              fullWidth
              error={Boolean(problems.title)}
              helperText={problems.title ?? 'What you need, e.g. "Logo files" or "Signed contract".'}
              onChange={(event) => onChange({ ...item, title: event.target.value })}
              slotProps={{ htmlInput: { maxLength: REQUEST_LIMITS.itemTitle } }}
            />
            <Tooltip title={canRemove ? 'Remove item' : 'A request asks for at least one item'}>
              <span>
                <IconButton
                  aria-label={`Remove ${name}`}
                  disabled={disabled || !canRemove}
                  onClick={onRemove}
                  size="large"
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
          <TextField
            label="Item description"
            value={item.description ?? ''}
            disabled={disabled}
            multiline
            minRows={2}
            error={Boolean(problems.description)}
            helperText={problems.description ?? 'Optional: formats, sizes or anything that helps your client.'}
            onChange={(event) => onChange({ ...item, description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: REQUEST_LIMITS.description } }}
          />
          <FormControlLabel
            sx={{ alignSelf: 'flex-start' }}
            control={
              <Switch
                checked={item.required}
                disabled={disabled}
                onChange={(_event, checked) => onChange({ ...item, required: checked })}
              />
            }
            label="Required"
          />
          <AcceptTypesField
            accept={item.accept}
            disabled={disabled}
            error={problems.accept}
            onChange={(accept) => onChange({ ...item, accept })}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label="Max size (MB)"
              value={item.maxSizeMb ?? ''}
              disabled={disabled}
              fullWidth
              error={Boolean(problems.maxSizeMb) || isOverPlan}
              helperText={
                problems.maxSizeMb ??
                (isOverPlan
                  ? `Your plan takes files up to ${planLimitMb} MB, so clients are held to that.`
                  : `Up to ${planLimitMb} MB on your plan; empty allows ${planLimitMb} MB.`)
              }
              onChange={(event) => {
                const value = wholeNumber(event.target.value);
                onChange({ ...item, maxSizeMb: value === undefined ? undefined : Math.min(value, planLimitMb) });
              }}
              slotProps={{ htmlInput: { min: 1, max: planLimitMb, step: 1 } }}
            />
            <TextField
              type="number"
              label="Max files"
              value={item.maxFiles ?? ''}
              disabled={disabled}
              fullWidth
              error={Boolean(problems.maxFiles)}
              helperText={
                problems.maxFiles ?? `1 to ${REQUEST_LIMITS.maxFiles}; empty allows ${REQUEST_LIMITS.defaultMaxFiles}.`
              }
              onChange={(event) => onChange({ ...item, maxFiles: wholeNumber(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: REQUEST_LIMITS.maxFiles, step: 1 } }}
            />
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
