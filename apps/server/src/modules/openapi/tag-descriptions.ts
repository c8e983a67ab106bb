/** The order tags appear in the reference: the way a creator meets the product. */
export const TAG_DESCRIPTIONS: Array<{ name: string; description: string }> = [
  { name: 'Authentication', description: 'Create an account, sign in and out. A session cookie carries the sign-in.' },
  {
    name: 'Account',
    description: 'The signed-in user, their plan, limits and abilities; email, password and data export.',
  },
  { name: 'Settings', description: 'Profile, branding, logo, notification preferences and portal defaults.' },
  { name: 'Portals', description: 'Create, change, archive and restore portals.' },
  { name: 'Portal activity and files', description: 'The files of a portal and what its clients did with them.' },
  { name: 'Uploads', description: 'Resumable uploads (the tus protocol) into a portal.' },
  {
    name: 'Client portal',
    description: 'What a client\u2019s browser calls: no account, access by open link, PIN or emailed code.',
  },
  { name: 'Notifications', description: 'The bell: notifications, the live stream and browser push.' },
  { name: 'Analytics', description: 'Views, downloads, comments and approvals over a period, and CSV export.' },
  { name: 'Custom domains', description: 'Serve portals on a domain of your own (Agency plan).' },
  { name: 'Creator profiles', description: 'Public creator profiles.' },
  { name: 'Templates', description: 'The template marketplace.' },
  { name: 'Team', description: 'Team members, roles and invitations.' },
  { name: 'Plans and billing', description: 'Your plan, and changing it.' },
  {
    name: 'API tokens and webhooks',
    description:
      'Tokens for scripts (sent as `Authorization: Bearer`), and webhooks: signed HTTP calls to your server when ' +
      'something happens, per the Standard Webhooks spec.',
  },
  { name: 'Admin', description: 'Instance administration; admins only.' },
  { name: 'Blog', description: 'Published articles of the blog.' },
  { name: 'Support', description: 'The contact form.' },
  { name: 'Instance', description: 'Health of this instance.' },
];
