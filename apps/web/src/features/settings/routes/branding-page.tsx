import { hasFeature, messages } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageFrame } from '@/components/page-frame';
import { UpgradePrompt } from '@/components/upgrade-prompt';
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
  const isBranded = hasFeature(me, 'customBranding');
  return (
    <PageFrame
      title="Branding & Domains"
      description="Your logo, brand colours and custom domain, applied to every portal your clients open."
    >
      <Stack spacing={3}>
        {!isBranded && (
          <UpgradePrompt feature="customBranding" canUpgrade={me.userType !== 'team_member'}>
            {me.userType === 'team_member'
              ? "Your team's portals show the team owner's logo and colours."
              : 'Your logo and colours come with the Pro plan. Until then your portals show ClientDock’s default look; anything saved before stays here for when you upgrade.'}
          </UpgradePrompt>
        )}
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
          // Without the plan the cards stay visible (what Pro would look like) but cannot be changed.
          <Box component="fieldset" disabled={!isBranded} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Stack spacing={3}>
              <LogoCard logoUrl={branding.data.logoUrl} />
              <BrandColorsCard branding={branding.data} name={me.displayName || me.email} />
            </Stack>
          </Box>
        )}
        <CustomDomainsCard me={me} />
      </Stack>
    </PageFrame>
  );
}
