import { RECIPIENT_EXPIRY_REMINDER_DAYS, RECIPIENT_REMINDER_SCHEDULES, type RecipientList } from '@clientdock/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSetAutoReminders } from '../../api/recipients';
import { useNotify } from '../feedback';

/** "After 2 and 5 days", "After 1, 3 and 7 days", "After 7 days". */
export function scheduleLabel(days: readonly number[]): string {
  const list = days.length === 1 ? `${days[0]}` : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  return `After ${list} day${days.length === 1 && days[0] === 1 ? '' : 's'}`;
}

const key = (days: readonly number[]) => days.join(',');

/**
 * The portal's automatic reminders: on or off, and when. They go to recipients who have not opened the portal,
 * and once shortly before the portal closes to those who have not answered.
 */
export function ReminderSettings({
  portalId,
  list,
  expiresAt,
}: {
  portalId: string;
  list: RecipientList;
  expiresAt: string | null;
}) {
  const setReminders = useSetAutoReminders(portalId);
  const notify = useNotify();
  const selectId = useId();
  const onError = { onError: (error: unknown) => notify(errorMessage(error), 'error') };
  const current = key(list.reminderDays);
  const schedules = RECIPIENT_REMINDER_SCHEDULES.some((days) => key(days) === current)
    ? RECIPIENT_REMINDER_SCHEDULES
    : [...RECIPIENT_REMINDER_SCHEDULES, list.reminderDays];
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={list.autoReminders}
              disabled={setReminders.isPending}
              onChange={(event) => setReminders.mutate({ autoReminders: event.target.checked }, onError)}
            />
          }
          label="Remind automatically until they open it"
        />
        <FormControl size="small" sx={{ minWidth: 200 }} disabled={!list.autoReminders || setReminders.isPending}>
          <InputLabel id={selectId}>Reminder schedule</InputLabel>
          <Select
            labelId={selectId}
            label="Reminder schedule"
            value={current}
            onChange={(event) => {
              const days = String(event.target.value).split(',').map(Number);
              setReminders.mutate({ autoReminders: true, reminderDays: days }, onError);
            }}
          >
            {schedules.map((days) => (
              <MenuItem key={key(days)} value={key(days)}>
                {scheduleLabel(days)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {list.autoReminders && expiresAt && (
        <Typography variant="body2" color="text.secondary">
          This portal closes on a set date: {RECIPIENT_EXPIRY_REMINDER_DAYS} days before, recipients who have not
          responded or approved get one more reminder.
        </Typography>
      )}
    </Stack>
  );
}
