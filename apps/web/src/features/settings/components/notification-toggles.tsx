import type { NotificationPreferences } from '@clientdock/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { NOTIFICATION_GROUPS, NOTIFICATION_TOGGLES } from '../lib/notification-labels';

/** The eight on/off preferences, in two groups, each a labelled switch with a line on what it covers. */
export function NotificationToggles({ control }: { control: Control<NotificationPreferences> }) {
  return NOTIFICATION_GROUPS.map((group) => (
    <div key={group.title}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        {group.title}
      </Typography>
      <List disablePadding>
        {group.keys.map((key) => {
          const info = NOTIFICATION_TOGGLES[key];
          const labelId = `notification-${key}-label`;
          const descriptionId = `notification-${key}-description`;
          return (
            <ListItem key={key} disableGutters sx={{ py: 0.5 }}>
              <ListItemText
                primary={info.label}
                secondary={info.description}
                slotProps={{ primary: { id: labelId }, secondary: { id: descriptionId } }}
                sx={{ pr: 2 }}
              />
              <Controller
                control={control}
                name={key}
                render={({ field }) => (
                  <Switch
                    edge="end"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    slotProps={{
                      input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId },
                    }}
                  />
                )}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  ));
}
