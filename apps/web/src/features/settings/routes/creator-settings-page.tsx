import { messages } from '@clientdock/shared';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { useCreatorProfile } from '../api/creator-profile';
import { CreatorProfileForm } from '../components/creator-profile-form';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadProblem } from '../components/load-problem';
import { failureMessage } from '../lib/failure-message';

export default function CreatorSettingsPage() {
  const me = useCurrentUser();
  const profile = useCreatorProfile();
  const data = profile.data;
  return (
    <PageFrame
      title="Creator profile"
      description="Your public creator profile for the template marketplace: business name, bio, expertise and links."
      narrow
      actions={
        data?.publicProfile && (
          <Button
            component="a"
            href={`/creators/${encodeURIComponent(data.uid)}`}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<OpenInNewRounded />}
          >
            View public profile
          </Button>
        )
      }
    >
      {profile.isPending ? (
        <Stack spacing={3}>
          <FormSkeleton rows={2} label="Loading your creator profile" />
          <FormSkeleton rows={5} />
        </Stack>
      ) : profile.isError || !data ? (
        <LoadProblem
          message={failureMessage(profile.error, messages.failedFetchSettings)}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -2 }}>
            <Chip
              size="small"
              variant="outlined"
              color={data.publicProfile ? 'success' : 'default'}
              label={data.publicProfile ? 'Public' : 'Private'}
            />
            {data.verified && <Chip size="small" color="primary" icon={<VerifiedRounded />} label="Verified creator" />}
            {data.badges.map((badge) => (
              <Chip key={badge} size="small" variant="outlined" label={badge} />
            ))}
            <Chip size="small" variant="outlined" label={`Member since ${formatDate(data.joinedDate)}`} />
          </Stack>
          <CreatorProfileForm profile={data} me={me} />
        </Stack>
      )}
    </PageFrame>
  );
}
