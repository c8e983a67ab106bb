import { messages } from '@clientdock/shared';
import { usePortalDefaults } from '../api/portal-defaults';
import { failureMessage } from '../lib/failure-message';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { PortalDefaultsForm } from './portal-defaults-form';
import { SettingsCard } from './settings-card';

export function PortalDefaultsTab() {
  const defaults = usePortalDefaults();
  if (defaults.isPending) return <FormSkeleton rows={5} label="Loading your portal defaults" />;
  if (defaults.isError) {
    return (
      <LoadProblem
        message={failureMessage(defaults.error, messages.failedFetchSettings)}
        onRetry={() => defaults.refetch()}
      />
    );
  }
  return (
    <SettingsCard
      title="New portal defaults"
      description="Where every new portal starts. You can still change any of these on each portal."
    >
      <PortalDefaultsForm saved={defaults.data} />
    </SettingsCard>
  );
}
