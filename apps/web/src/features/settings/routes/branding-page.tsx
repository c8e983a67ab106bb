import { messages } from '@clientdock/shared';
import Stack from '@mui/material/Stack';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { useBranding } from '../api/branding';
import { BrandColorsCard } from '../components/brand-colors-card';
import { CustomDomainsCard } from '../components/custom-domains-card';
import { FormSkeleton } from '../components/form-skeleton';
import { LoadProblem } from '../components/load-problem';
import { LogoCard } from '../components/logo-card';
import { failureMessage } from '../lib/failure-message';

export default function BrandingPage() {
  const me = useCurrentUser();
  const branding = useBranding();
  return (
    <PageFrame
      title="Branding & Domains"
      description="Your logo, brand colours and custom domain, applied to every portal your clients open."
    >
      <Stack spacing={3}>
        {branding.isPending ? (
          <>
            <FormSkeleton rows={1} label="Loading your branding" />
            <FormSkeleton rows={3} label="Loading your colours" />
          </>
        ) : branding.isError ? (
          <LoadProblem
            message={failureMessage(branding.error, messages.failedFetchSettings)}
            onRetry={() => branding.refetch()}
          />
        ) : (
          <>
            <LogoCard logoUrl={branding.data.logoUrl} />
            <BrandColorsCard branding={branding.data} name={me.displayName || me.email} />
          </>
        )}
        <CustomDomainsCard me={me} />
      </Stack>
    </PageFrame>
  );
}
