import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface WebhookEventCheckboxesProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}

/** The events an endpoint is told about, in the list's own order, with "Select all" on top. */
export function WebhookEventCheckboxes({ value, onChange, error }: WebhookEventCheckboxesProps) {
  const legendId = useId();
  const isAll = value.length === WEBHOOK_EVENT_NAMES.length;
  const toggle = (event: WebhookEventType, checked: boolean) =>
    onChange(WEBHOOK_EVENT_NAMES.filter((name) => (name === event ? checked : value.includes(name))));
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 0.5 }}>
        Events to send
      </FormLabel>
      <FormControlLabel
        control={
          <Checkbox
            checked={isAll}
            indeterminate={value.length > 0 && !isAll}
            onChange={(event) => onChange(event.target.checked ? [...WEBHOOK_EVENT_NAMES] : [])}
          />
        }
        label="Select all"
      />
      <Divider sx={{ my: 0.5 }} />
      <FormGroup aria-labelledby={legendId}>
        {WEBHOOK_EVENT_NAMES.map((name) => (
          <FormControlLabel
            key={name}
            sx={{ alignItems: 'flex-start', py: 0.25, mr: 0 }}
            control={
              <Checkbox
                checked={value.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
                slotProps={{ input: { 'aria-label': WEBHOOK_EVENT_TYPES[name] } }}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <Box>
                <Typography variant="body2">{WEBHOOK_EVENT_TYPES[name]}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {name}
                </Typography>
              </Box>
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
