import { EMAIL_FREQUENCIES, type NotificationPreferences } from '@clientdock/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { EMAIL_FREQUENCY_INFO, knownTimeZones, WEEKDAYS } from '../lib/notification-labels';

/** How often emails go, and for digests when: time of day, weekday and the time zone both are in. */
export function EmailDigestFields({ control }: { control: Control<NotificationPreferences> }) {
  const frequency = useWatch({ control, name: 'emailFrequency' });
  const timeZone = useWatch({ control, name: 'timeZone' }) ?? 'UTC';
  const zones = useMemo(() => knownTimeZones(timeZone), [timeZone]);
  const legendId = useId();
  const delivery = useWatch({ control, name: 'emailDelivery' });
  // With instant email, kinds set to the daily digest still need its time.
  const isDigest =
    frequency === 'daily' ||
    frequency === 'weekly' ||
    (frequency === 'instant' && Object.values(delivery ?? {}).includes('digest'));
  return (
    <Stack spacing={2.5}>
      <FormControl component="fieldset">
        <FormLabel id={legendId} component="legend" sx={{ mb: 1 }}>
          Email frequency
        </FormLabel>
        <Controller
          control={control}
          name="emailFrequency"
          render={({ field }) => (
            <RadioGroup {...field} aria-labelledby={legendId}>
              {EMAIL_FREQUENCIES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <span>
                      {EMAIL_FREQUENCY_INFO[value].label}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {EMAIL_FREQUENCY_INFO[value].description}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {isDigest && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={control}
            name="digestTime"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                inputRef={field.ref}
                type="time"
                label="Digest time"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'When the digest email is sent, in the time zone below.'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              />
            )}
          />
          {frequency === 'weekly' && (
            <Controller
              control={control}
              name="weeklyDigestDay"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Day of the week"
                  name={field.name}
                  value={field.value ?? 1}
                  onChange={(event) => field.onChange(Number(event.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'The weekly digest arrives on this day.'}
                >
                  {WEEKDAYS.map((day, index) => (
                    <MenuItem key={day} value={index}>
                      {day}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={control}
            name="timeZone"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={zones}
                value={field.value ?? null}
                onChange={(_event, value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                disableClearable={Boolean(field.value)}
                autoHighlight
                sx={{ gridColumn: { sm: '1 / -1' } }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="Time zone"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Digest times are in this time zone.'}
                  />
                )}
              />
            )}
          />
        </Box>
      )}
    </Stack>
  );
}
