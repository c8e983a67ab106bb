import type { CustomDomainStatus } from '@clientdock/shared';

export const DOMAIN_STATUS_INFO: Record<
  CustomDomainStatus,
  { label: string; color: 'default' | 'info' | 'success' | 'error'; description: (domain: string) => string }
> = {
  pending: {
    label: 'Pending',
    color: 'default',
    description: () =>
      'Waiting for the DNS records below. Create both at your DNS provider; changes can take up to 48 hours to appear.',
  },
  verified: {
    label: 'Verified',
    color: 'info',
    description: () => 'The domain is yours. Once the CNAME record points here, it goes live.',
  },
  active: {
    label: 'Active',
    color: 'success',
    description: (domain) => `Live: your clients can open your portals at https://${domain}.`,
  },
  failed: {
    label: 'Failed',
    color: 'error',
    description: () => 'The last check failed. Fix the DNS records below, then check again.',
  },
};
