import { messages } from '@clientdock/shared';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PushNotificationSettings } from '@/features/notifications';
import { useNotificationPreferences } from '../api/notification-preferences';
import { failureMessage } from '../lib/failure-message';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { NotificationPreferencesForm } from './notification-preferences-form';

export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  return (
    <Stack spacing={3}>
      {preferences.isPending ? (
        <FormSkeleton rows={8} label="Loading your notification preferences" />
      ) : preferences.isError ? (
        <LoadProblem
          message={failureMessage(preferences.error, messages.failedFetchSettings)}
          onRetry={() => preferences.refetch()}
        />
      ) : (
        <NotificationPreferencesForm saved={preferences.data} />
      )}
      <Divider />
      {/* Browser push lives apart from the preferences above: it is set per device. */}
      <PushNotificationSettings />
    </Stack>
  );
}
