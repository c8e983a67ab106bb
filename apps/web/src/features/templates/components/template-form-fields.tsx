import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_COMPLEXITIES,
  TEMPLATE_LIMITS,
  TEMPLATE_SUPPORT_LEVELS,
} from '@clientdock/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ChipsField } from '@/components/chips-field';
import { COMPLEXITY_LABELS, categoryLabel, SUPPORT_LABELS } from '../lib/labels';
import type { TemplateFormErrors, TemplateFormValues } from '../lib/template-form';

interface TemplateFormFieldsProps {
  values: TemplateFormValues;
  errors: TemplateFormErrors;
  onChange: (patch: Partial<TemplateFormValues>) => void;
}

/** What a template says about itself in the marketplace: words, category, effort, price and visibility. */
export function TemplateFormFields({ values, errors, onChange }: TemplateFormFieldsProps) {
  const text = (field: 'name' | 'excerpt' | 'description' | 'imageUrl') => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
    error: Boolean(errors[field]),
    fullWidth: true,
  });
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Template name"
        required
        {...text('name')}
        helperText={errors.name ?? 'What it is for, e.g. “Brand identity review”.'}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.name } }}
      />
      <TextField
        label="Short description"
        {...text('excerpt')}
        helperText={errors.excerpt ?? 'One sentence shown on the marketplace card.'}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.excerpt } }}
      />
      <TextField
        label="Description"
        {...text('description')}
        multiline
        minRows={3}
        helperText={errors.description ?? 'Who it suits and how to use it.'}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.description } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Category"
          value={values.category}
          onChange={(event) => onChange({ category: event.target.value as TemplateFormValues['category'] })}
          error={Boolean(errors.category)}
          helperText={errors.category}
          fullWidth
        >
          {TEMPLATE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {categoryLabel(category)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Complexity"
          value={values.complexity}
          onChange={(event) => onChange({ complexity: event.target.value as TemplateFormValues['complexity'] })}
          fullWidth
        >
          {TEMPLATE_COMPLEXITIES.map((complexity) => (
            <MenuItem key={complexity} value={complexity}>
              {COMPLEXITY_LABELS[complexity]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Setup time"
          type="number"
          value={values.estimatedSetupTime}
          onChange={(event) => onChange({ estimatedSetupTime: event.target.value })}
          error={Boolean(errors.estimatedSetupTime)}
          helperText={errors.estimatedSetupTime ?? 'Minutes to adapt it for a client.'}
          fullWidth
          slotProps={{
            htmlInput: { min: 1, max: TEMPLATE_LIMITS.setupMinutes },
            input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
          }}
        />
        <TextField
          select
          label="Support"
          value={values.supportLevel}
          onChange={(event) => onChange({ supportLevel: event.target.value as TemplateFormValues['supportLevel'] })}
          helperText="What buyers can expect from you."
          fullWidth
        >
          {TEMPLATE_SUPPORT_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {SUPPORT_LABELS[level]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ChipsField
        label="Tags"
        helperText={`Press Enter after each tag, up to ${TEMPLATE_LIMITS.tags}. They help people find it.`}
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        error={errors.tags}
        normalize={(tag) => tag.trim().toLowerCase()}
        maxItems={TEMPLATE_LIMITS.tags}
        tooManyMessage={`Use at most ${TEMPLATE_LIMITS.tags} tags`}
      />
      <TextField
        label="Preview image (optional)"
        placeholder="https://…"
        {...text('imageUrl')}
        helperText={errors.imageUrl ?? 'A picture for the card. Without one, the card draws your layout.'}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2">Price</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <ToggleButtonGroup
            exclusive
            value={values.pricingType}
            onChange={(_event, type) => type && onChange({ pricingType: type })}
            aria-label="Price"
            size="small"
          >
            <ToggleButton value="free">Free</ToggleButton>
            <ToggleButton value="paid">Paid</ToggleButton>
          </ToggleButtonGroup>
          {values.pricingType === 'paid' && (
            <TextField
              label="Price"
              type="number"
              size="small"
              value={values.price}
              onChange={(event) => onChange({ price: event.target.value })}
              error={Boolean(errors.price)}
              helperText={errors.price ?? 'In US dollars, one-time.'}
              slotProps={{
                htmlInput: { min: 1, max: TEMPLATE_LIMITS.price, step: 0.01 },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          )}
        </Stack>
      </Stack>
      <FormControlLabel
        control={
          <Switch checked={values.isPublic} onChange={(event) => onChange({ isPublic: event.target.checked })} />
        }
        label={
          <span>
            Share in the marketplace
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {values.isPublic
                ? 'An admin reviews it first; it is listed once approved.'
                : 'Only you can use it for your own portals.'}
            </Typography>
          </span>
        }
        sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
      />
    </Stack>
  );
}
