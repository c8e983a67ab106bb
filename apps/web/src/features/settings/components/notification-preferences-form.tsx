import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  messages,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useUpdateNotificationPreferences } from '../api/notification-preferences';
import { browserTimeZone } from '../lib/notification-labels';
import { useSaveFeedback } from '../lib/use-save-feedback';
import { EmailDigestFields } from './email-digest-fields';
import { FormActions } from './form-actions';
import { NotificationToggles } from './notification-toggles';
import { SettingsCard } from './settings-card';

/** Saved values over the defaults; a time zone never chosen starts as this browser's. */
function valuesFrom(saved: Partial<NotificationPreferences>): NotificationPreferences {
  return {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...saved,
    digestTime: saved.digestTime ?? DEFAULT_NOTIFICATION_PREFERENCES.digestTime,
    weeklyDigestDay: saved.weeklyDigestDay ?? DEFAULT_NOTIFICATION_PREFERENCES.weeklyDigestDay,
    emailDelivery: { ...DEFAULT_NOTIFICATION_PREFERENCES.emailDelivery, ...saved.emailDelivery },
    timeZone: saved.timeZone || browserTimeZone(),
  };
}

export function NotificationPreferencesForm({ saved }: { saved: Partial<NotificationPreferences> }) {
  const update = useUpdateNotificationPreferences();
  const feedback = useSaveFeedback();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: valuesFrom(saved),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((input) =>
    feedback.perform(
      async () => reset(valuesFrom(await update.mutateAsync(input))),
      'Notification preferences saved',
      messages.failedUpdateNotificationPreferences,
    ),
  );

  return (
    <SettingsCard
      title="What to tell you about"
      description="Turn off what you do not need, and choose which news is worth an email at once. Security alerts keep you informed about your own account."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        <NotificationToggles control={control} />
        <Divider />
        <EmailDigestFields control={control} />
        <FormActions
          isSaving={isSubmitting}
          saveLabel="Save preferences"
          confirmation={feedback.confirmation}
          error={feedback.problem}
          onDiscard={() => reset(valuesFrom(saved))}
          canDiscard={isDirty}
        />
      </Stack>
    </SettingsCard>
  );
}
