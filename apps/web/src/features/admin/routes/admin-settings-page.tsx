import { hasPermission } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { usePlatformSettings, useSavePlatformSettings } from '../api/platform-settings';
import { QueryErrorAlert } from '../components/query-error-alert';
import { AdminTwoFactorCard } from '../components/settings/admin-two-factor-card';
import { PlatformSettingsForm } from '../components/settings/platform-settings-form';

function SettingsSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading settings">
      {[0, 1, 2].map((card) => (
        <Card key={card}>
          <CardContent sx={{ p: 4 }}>
            <Skeleton variant="text" width={140} height={32} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={48} sx={{ mt: 3, maxWidth: 480 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function SettingsScreen() {
  const me = useCurrentUser();
  const notify = useNotify();
  const settings = usePlatformSettings();
  const save = useSavePlatformSettings();
  const canEdit = hasPermission(me, 'settings:write');
  return (
    <PageFrame
      title="Platform settings"
      description="How people join this instance, what it calls itself, and how large uploads may be."
      narrow
    >
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You can read these settings. Changing them needs the settings:write permission: ask a super admin.
        </Alert>
      )}
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <QueryErrorAlert error={settings.error} onRetry={() => settings.refetch()} what="The settings" />
      ) : (
        <PlatformSettingsForm
          key={settings.data.updatedAt ?? 'defaults'}
          settings={settings.data}
          canEdit={canEdit}
          isSaving={save.isPending}
          onSave={async (patch) => {
            const saved = await save.mutateAsync(patch);
            notify('Settings saved');
            return saved;
          }}
        />
      )}
      <AdminTwoFactorCard canEdit={canEdit} />
    </PageFrame>
  );
}

export default function AdminSettingsPage() {
  return (
    <FeedbackProvider>
      <SettingsScreen />
    </FeedbackProvider>
  );
}
