import type { Me } from '@clientdock/shared';
import { accountMessages } from '@clientdock/shared';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useCustomDomains } from '../api/custom-domains';
import { AddDomainForm } from './add-domain-form';
import { CustomDomainItem } from './custom-domain-item';
import { LoadProblem } from './load-problem';
import { SettingsCard } from './settings-card';

const DESCRIPTION = 'Let clients open your portals at an address of your own, such as portal.yourstudio.com.';

function DomainList() {
  const domains = useCustomDomains(true);
  if (domains.isPending) {
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading your domains">
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (domains.isError) return <LoadProblem message={errorMessage(domains.error)} onRetry={() => domains.refetch()} />;
  if (domains.data.length === 0) {
    return (
      <Box
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
          p: 3,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        <DnsOutlined aria-hidden sx={{ mb: 1 }} />
        <Typography variant="body2">
          No custom domain yet. Add one above, then create the two DNS records we show you.
        </Typography>
      </Box>
    );
  }
  return (
    <Stack component="ul" spacing={2} aria-label="Custom domains" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {domains.data.map((domain) => (
        <CustomDomainItem key={domain.domain} domain={domain} />
      ))}
    </Stack>
  );
}

/** Spec §6: custom domains are white-label, for agency creators, team owners and admins. */
export function CustomDomainsCard({ me }: { me: Me }) {
  if (!me.abilities.canWhiteLabel) {
    return (
      <SettingsCard
        title="Custom domains"
        description={DESCRIPTION}
        aside={<Chip label="Agency" size="small" color="primary" variant="outlined" />}
      >
        <Alert severity="info" role="note">
          {accountMessages.domainsNeedAgency}
        </Alert>
        <Box>
          <Button component={Link} to="/pricing" variant="outlined">
            Compare plans
          </Button>
        </Box>
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title="Custom domains" description={DESCRIPTION}>
      <AddDomainForm />
      <DomainList />
    </SettingsCard>
  );
}
