import { FORM_FIELD_TYPES, type FormField, type FormFieldType, SECTION_LIMITS } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FIELD_TYPE_LABELS } from '../lib/labels';
import { moveItem, newField } from '../lib/sections';

function withType(field: FormField, type: FormFieldType): FormField {
  const fresh = newField(type);
  return { ...fresh, id: field.id, label: field.label, required: field.required, placeholder: field.placeholder };
}

function FieldEditor({
  field,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  disabled,
}: {
  field: FormField;
  index: number;
  count: number;
  onChange: (field: FormField) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const name = field.label.trim() || `Question ${index + 1}`;
  const [choicesText, setChoicesText] = useState((field.options?.choices ?? []).join('\n'));
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Question: ${name}`}
      sx={{ listStyle: 'none', p: 2, borderRadius: 2 }}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Answer type"
            value={field.type}
            disabled={disabled}
            onChange={(event) => {
              const next = withType(field, event.target.value as FormFieldType);
              setChoicesText((next.options?.choices ?? []).join('\n'));
              onChange(next);
            }}
            sx={{ minWidth: 180 }}
          >
            {FORM_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {FIELD_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Question"
            value={field.label}
            disabled={disabled}
            required
            fullWidth
            error={!field.label.trim()}
            helperText={!field.label.trim() ? 'Label is required' : undefined}
            onChange={(event) => onChange({ ...field, label: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SECTION_LIMITS.label } }}
          />
        </Stack>
        {(field.type === 'textarea' || field.type === 'select') && (
          <TextField
            label="Hint text"
            value={field.placeholder ?? ''}
            disabled={disabled}
            helperText="Shown in the empty answer box."
            onChange={(event) => onChange({ ...field, placeholder: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SECTION_LIMITS.placeholder } }}
          />
        )}
        {field.type === 'rating' && (
          <TextField
            type="number"
            label="Highest rating"
            value={field.options?.max ?? 5}
            disabled={disabled}
            sx={{ maxWidth: 200 }}
            helperText={`From 2 to ${SECTION_LIMITS.ratingMax} stars`}
            onChange={(event) => {
              const max = Math.round(Number(event.target.value));
              onChange({ ...field, options: { ...field.options, max: Number.isFinite(max) ? max : 5 } });
            }}
            slotProps={{ htmlInput: { min: 2, max: SECTION_LIMITS.ratingMax } }}
          />
        )}
        {field.type === 'select' && (
          <TextField
            label="Choices"
            multiline
            minRows={3}
            value={choicesText}
            disabled={disabled}
            error={(field.options?.choices?.length ?? 0) === 0}
            helperText={
              (field.options?.choices?.length ?? 0) === 0
                ? 'A select field needs at least one choice'
                : 'One choice per line'
            }
            onChange={(event) => {
              setChoicesText(event.target.value);
              const choices = event.target.value
                .split('\n')
                .map((choice) => choice.trim())
                .filter(Boolean);
              onChange({ ...field, options: { ...field.options, choices } });
            }}
          />
        )}
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Switch
                checked={field.required}
                disabled={disabled}
                onChange={(_event, checked) => onChange({ ...field, required: checked })}
              />
            }
            label="Required"
          />
          <Stack direction="row">
            <Tooltip title="Move up">
              <span>
                <IconButton
                  aria-label={`Move ${name} up`}
                  disabled={disabled || index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <ArrowUpwardRounded />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton
                  aria-label={`Move ${name} down`}
                  disabled={disabled || index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <ArrowDownwardRounded />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remove question">
              <span>
                <IconButton aria-label={`Remove ${name}`} disabled={disabled} onClick={onRemove}>
                  <DeleteOutlineRounded />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function FormFieldsEditor({
  fields,
  onChange,
  disabled = false,
}: {
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const canAdd = fields.length < SECTION_LIMITS.fields;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Questions
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          No questions yet. Add a rating, a long answer, a choice list or a checkbox.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, mb: 1.5 }}>
          {fields.map((field, index) => (
            <FieldEditor
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              disabled={disabled}
              onChange={(next) => onChange(fields.map((f) => (f.id === field.id ? next : f)))}
              onMove={(to) => onChange(moveItem(fields, index, to))}
              onRemove={() => onChange(fields.filter((f) => f.id !== field.id))}
            />
          ))}
        </Stack>
      )}
      <Button
        startIcon={<AddRounded />}
        disabled={disabled || !canAdd}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Add question
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORM_FIELD_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onChange([...fields, newField(type)]);
            }}
          >
            {FIELD_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
