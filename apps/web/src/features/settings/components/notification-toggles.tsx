import { EMAIL_DELIVERIES, type NotificationPreferences } from '@clientdock/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { EMAIL_DELIVERY_LABELS, NOTIFICATION_GROUPS, NOTIFICATION_TOGGLES } from '../lib/notification-labels';

/**
 * The on/off preferences, in two groups, each a labelled switch with a line on what it covers; while email
 * goes out instantly, each row also says how that kind is mailed (instant, daily digest or off).
 */
export function NotificationToggles({ control }: { control: Control<NotificationPreferences> }) {
  const frequency = useWatch({ control, name: 'emailFrequency' });
  const isPerKind = frequency === 'instant';
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
            <ListItem
              key={key}
              disableGutters
              sx={{
                py: 0.75,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: '1fr auto auto' },
                columnGap: 2,
                rowGap: 1,
                alignItems: 'center',
              }}
            >
              <ListItemText
                primary={info.label}
                secondary={info.description}
                slotProps={{ primary: { id: labelId }, secondary: { id: descriptionId } }}
                sx={{ my: 0 }}
              />
              {isPerKind && (
                <Box sx={{ gridRow: { xs: 2, sm: 1 }, gridColumn: { xs: '1 / -1', sm: 2 } }}>
                  <DeliveryChoice control={control} kind={key} label={info.label} />
                </Box>
              )}
              <Controller
                control={control}
                name={key}
                render={({ field }) => (
                  <Switch
                    edge="end"
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    sx={{ gridRow: 1, gridColumn: { xs: 2, sm: 3 } }}
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

function DeliveryChoice({
  control,
  kind,
  label,
}: {
  control: Control<NotificationPreferences>;
  kind: (typeof NOTIFICATION_GROUPS)[number]['keys'][number];
  label: string;
}) {
  const isOn = useWatch({ control, name: kind }) ?? true;
  return (
    <Controller
      control={control}
      name={`emailDelivery.${kind}`}
      render={({ field }) => (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={isOn ? (field.value ?? null) : null}
          disabled={!isOn}
          onChange={(_event, value) => {
            if (value) field.onChange(value);
          }}
          aria-label={`Email for ${label}`}
          sx={{
            '& .MuiToggleButton-root': { px: 1.25, py: 0.25, textTransform: 'none', whiteSpace: 'nowrap' },
            // The chosen one must stand out in both themes: the others stay muted.
            '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary', fontWeight: 400 },
            '& .Mui-selected': { fontWeight: 600 },
          }}
        >
          {EMAIL_DELIVERIES.map((delivery) => (
            <ToggleButton key={delivery} value={delivery}>
              {EMAIL_DELIVERY_LABELS[delivery]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    />
  );
}
