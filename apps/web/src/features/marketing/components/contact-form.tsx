import {
  SUPPORT_TICKET_LIMITS,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTicketReceipt,
  type SupportTopic,
  supportTicketCreateSchema,
} from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { SubmitButton } from '@/components/submit-button';
import { errorMessage } from '@/lib/api-client';
import { requiredInput, textFieldProps } from '@/lib/text-field-props';
import { useCreateSupportTicket } from '../api/create-support-ticket';

interface ContactFormProps {
  initialTopic?: SupportTopic;
  initialName?: string;
  initialEmail?: string;
}

interface SentState {
  receipt: SupportTicketReceipt;
  name: string;
  email: string;
}

function Confirmation({ sent, onAnother }: { sent: SentState; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moves focus to the confirmation, so a keyboard or screen reader user learns that the message went out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <CheckCircleOutlineRounded color="success" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
      <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h2" gutterBottom sx={{ outline: 'none' }}>
        Thanks, {sent.name}. Your message is on its way.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        We will answer at <strong>{sent.email}</strong>, usually within one working day.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your reference is <strong>{sent.receipt.reference}</strong>; quote it if you write again.
      </Typography>
      <Button variant="outlined" onClick={onAnother}>
        Send another message
      </Button>
    </Box>
  );
}

/** The contact form: creates a support ticket the instance's admins see. */
export function ContactForm({ initialTopic = 'general', initialName = '', initialEmail = '' }: ContactFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentState | null>(null);
  const createTicket = useCreateSupportTicket();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(supportTicketCreateSchema),
    defaultValues: { name: initialName, email: initialEmail, topic: initialTopic, subject: '', message: '' },
    mode: 'onTouched',
  });
  const field = (name: 'name' | 'email' | 'message') => textFieldProps(register, errors, name);
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const receipt = await createTicket.mutateAsync(values);
      setSent({ receipt, name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  if (sent) {
    return (
      <Confirmation
        sent={sent}
        onAnother={() => {
          reset({ name: sent.name, email: sent.email, topic: 'general', subject: '', message: '' });
          setSent(null);
        }}
      />
    );
  }

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit} aria-label="Contact form">
      <FormError message={serverError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('name')}
          label="Your name"
          autoComplete="name"
          helperText={errors.name?.message ?? ' '}
          slotProps={requiredInput}
        />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          helperText={errors.email?.message ?? 'We answer to this address.'}
          slotProps={requiredInput}
        />
      </Stack>
      <Controller
        name="topic"
        control={control}
        render={({ field: { ref, ...topic } }) => (
          <TextField
            {...topic}
            inputRef={ref}
            select
            fullWidth
            label="Topic"
            error={Boolean(errors.topic)}
            helperText={errors.topic?.message ?? ' '}
          >
            {SUPPORT_TOPICS.map((id) => (
              <MenuItem key={id} value={id}>
                {SUPPORT_TOPIC_LABELS[id]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...field('message')}
        label="Message"
        multiline
        minRows={5}
        helperText={
          errors.message?.message ??
          `What can we help with? ${messageLength > 0 ? `${messageLength}/${SUPPORT_TICKET_LIMITS.message}` : ''}`.trim()
        }
        slotProps={requiredInput}
      />
      <Box>
        <SubmitButton isSubmitting={isSubmitting}>Send message</SubmitButton>
      </Box>
    </Stack>
  );
}
