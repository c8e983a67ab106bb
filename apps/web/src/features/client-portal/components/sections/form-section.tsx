import { CLIENT_PORTAL_LIMITS, type FormField, type Section } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useSubmitForm } from '../../api/portal-queries';
import { answersSchema, emptyAnswers, toAnswerBody } from '../../lib/form-answers';
import { usePortal } from '../portal-context';
import { SectionCard } from './section-card';

type FormSectionData = Extract<Section, { type: 'form' }>;
type Values = Record<string, unknown>;

function FieldInput({ field, control }: { field: FormField; control: ReturnType<typeof useForm<Values>>['control'] }) {
  const label = field.label;
  return (
    <Controller
      name={field.id}
      control={control}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message;
        const helper = error ?? (field.type === 'textarea' ? undefined : field.placeholder);
        if (field.type === 'textarea') {
          return (
            <TextField
              label={label}
              required={field.required}
              placeholder={field.placeholder}
              value={(input.value as string) ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              error={Boolean(error)}
              helperText={error}
              multiline
              minRows={3}
              fullWidth
            />
          );
        }
        if (field.type === 'select') {
          return (
            <TextField
              select
              label={label}
              required={field.required}
              value={(input.value as string) ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              inputRef={input.ref}
              error={Boolean(error)}
              helperText={helper}
              fullWidth
            >
              {!field.required && (
                <MenuItem value="">
                  <em>No answer</em>
                </MenuItem>
              )}
              {(field.options?.choices ?? []).map((choice) => (
                <MenuItem key={choice} value={choice} sx={{ minHeight: 44 }}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (field.type === 'checkbox') {
          return (
            <FormControl error={Boolean(error)} required={field.required}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={Boolean(input.value)}
                    onChange={(event) => input.onChange(event.target.checked)}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                  />
                }
                label={
                  <span>
                    {label}
                    {field.required && <span aria-hidden> *</span>}
                  </span>
                }
              />
              {helper && <FormHelperText sx={{ mt: 0 }}>{helper}</FormHelperText>}
            </FormControl>
          );
        }
        const labelId = `rating-${field.id}`;
        return (
          <FormControl error={Boolean(error)} required={field.required} component="fieldset">
            <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
              {label}
            </FormLabel>
            <Rating
              name={field.id}
              max={field.options?.max ?? CLIENT_PORTAL_LIMITS.defaultRatingMax}
              value={typeof input.value === 'number' && input.value > 0 ? input.value : null}
              onChange={(_, value) => input.onChange(value !== null && Number.isFinite(value) ? value : 0)}
              size="large"
              aria-labelledby={labelId}
              sx={{ '& .MuiRating-icon': { mx: 0.25 }, '& .MuiRating-iconFilled': { color: 'brand.main' } }}
            />
            {helper && <FormHelperText sx={{ ml: 0 }}>{helper}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

export default function FormSection({ section }: { section: FormSectionData }) {
  const { uuid, identity, rememberIdentity } = usePortal();
  const submit = useSubmitForm(uuid, section.id);
  const [isSent, setIsSent] = useState(false);
  const schema = useMemo(() => answersSchema(section.fields), [section.fields]);
  const defaults = useMemo(() => emptyAnswers(section.fields), [section.fields]);
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: defaults,
  });
  const [name, setName] = useState(identity.name);

  const onSubmit = handleSubmit((values) => {
    const trimmed = name.trim();
    submit.mutate(
      {
        ...(trimmed ? { name: trimmed } : {}),
        ...(identity.email ? { email: identity.email } : {}),
        answers: toAnswerBody(section.fields, values),
      },
      {
        onSuccess: () => {
          if (trimmed) rememberIdentity({ name: trimmed, email: identity.email });
          setIsSent(true);
          reset(defaults);
        },
      },
    );
  });

  return (
    <SectionCard id={section.id} title={section.title || 'A few questions'}>
      {isSent ? (
        <Box sx={{ textAlign: 'center', py: 3 }} role="status">
          <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            Thank you — your answers were sent
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The creator can see them now.
          </Typography>
          <Button onClick={() => setIsSent(false)}>Send another response</Button>
        </Box>
      ) : (
        <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate aria-label={section.title || 'Form'}>
          {section.description && <Typography color="text.secondary">{section.description}</Typography>}
          {section.fields.map((field) => (
            <FieldInput key={field.id} field={field} control={control} />
          ))}
          <TextField
            label="Your name (optional)"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {submit.error && <Alert severity="error">{submit.error.message}</Alert>}
          <Typography variant="caption" color="text.secondary">
            Fields marked * are required.
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submit.isPending}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {submit.isPending ? 'Sending…' : 'Send answers'}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
