// Operators of a self-hosted instance can point these at their own channels at build time.
const env = import.meta.env;

export const siteConfig = {
  name: 'ClientDock',
  contactEmail: (env.VITE_CONTACT_EMAIL as string | undefined) || 'hello@clientdock.app',
  social: [
    { label: 'GitHub', href: (env.VITE_SOCIAL_GITHUB as string | undefined) || 'https://github.com/clientdock' },
    { label: 'X', href: (env.VITE_SOCIAL_X as string | undefined) || 'https://x.com/clientdock' },
    {
      label: 'LinkedIn',
      href: (env.VITE_SOCIAL_LINKEDIN as string | undefined) || 'https://www.linkedin.com/company/clientdock',
    },
  ],
} as const;
