export const settingsKeys = {
  all: ['settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  emailStatus: () => [...settingsKeys.all, 'email-status'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  portalDefaults: () => [...settingsKeys.all, 'portal-defaults'] as const,
  branding: () => [...settingsKeys.all, 'branding'] as const,
  customDomains: () => [...settingsKeys.all, 'custom-domains'] as const,
  creatorProfile: () => [...settingsKeys.all, 'creator-profile'] as const,
  plan: () => [...settingsKeys.all, 'plan'] as const,
  billing: () => [...settingsKeys.all, 'billing'] as const,
  security: () => [...settingsKeys.all, 'security'] as const,
  passkeys: () => [...settingsKeys.all, 'passkeys'] as const,
};
