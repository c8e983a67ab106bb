import { messages } from '@clientdock/shared';
import Stack from '@mui/material/Stack';
import { useProfile } from '../api/profile';
import { failureMessage } from '../lib/failure-message';
import { AvatarCard } from './avatar-card';
import { CreatorProfileLink } from './creator-profile-link';
import { FormSkeleton } from './form-skeleton';
import { LoadProblem } from './load-problem';
import { ProfileForm } from './profile-form';

export function ProfileTab() {
  const profile = useProfile();
  if (profile.isPending) return <FormSkeleton rows={6} label="Loading your profile" />;
  if (profile.isError)
    return (
      <LoadProblem
        message={failureMessage(profile.error, messages.failedFetchSettings)}
        onRetry={() => profile.refetch()}
      />
    );
  return (
    <Stack spacing={3}>
      <AvatarCard image={profile.data.image} name={profile.data.displayName} />
      <ProfileForm profile={profile.data} />
      <CreatorProfileLink />
    </Stack>
  );
}
