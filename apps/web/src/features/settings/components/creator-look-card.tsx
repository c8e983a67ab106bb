import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import {
  CREATOR_COLOR_TEMPLATES,
  type CreatorProfileOutput,
  type CreatorProfileValues,
} from '../lib/creator-profile-form';
import { SettingsCard } from './settings-card';

interface CreatorLookCardProps {
  control: Control<CreatorProfileValues, unknown, CreatorProfileOutput>;
  brandColors: [string, string];
}

/** The profile's colour scheme and whether anyone can see it. */
export function CreatorLookCard({ control, brandColors }: CreatorLookCardProps) {
  const labelId = useId();
  return (
    <SettingsCard title="Look and visibility">
      <div>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Colour scheme
        </Typography>
        <Controller
          control={control}
          name="colorTemplate"
          render={({ field }) => (
            <RadioGroup
              {...field}
              aria-labelledby={labelId}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
            >
              {CREATOR_COLOR_TEMPLATES.map((template) => {
                const [from, to] = template.colors ?? brandColors;
                const isChosen = field.value === template.value;
                return (
                  <FormControlLabel
                    key={template.value}
                    value={template.value}
                    control={<Radio size="small" />}
                    label={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box
                          aria-hidden
                          style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
                          sx={{ width: 28, height: 28, borderRadius: 1.5, flexShrink: 0 }}
                        />
                        <span>{template.label}</span>
                      </Stack>
                    }
                    sx={{
                      m: 0,
                      pr: 1.5,
                      py: 0.5,
                      border: 1,
                      borderRadius: 2,
                      borderColor: isChosen ? 'primary.main' : 'divider',
                      bgcolor: isChosen ? 'action.selected' : 'transparent',
                    }}
                  />
                );
              })}
            </RadioGroup>
          )}
        />
      </div>
      <Controller
        control={control}
        name="publicProfile"
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start', ml: 0, gap: 1.5, '& .MuiSwitch-root': { mt: -0.75 } }}
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={
              <span>
                Public profile
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  Anyone with the link can see your profile and the templates you publish. Off, only you can.
                </Typography>
              </span>
            }
          />
        )}
      />
    </SettingsCard>
  );
}
