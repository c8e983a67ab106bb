export const SETTINGS_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'email', label: 'Email' },
  { value: 'password', label: 'Password' },
  { value: 'security', label: 'Security' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'portal-defaults', label: 'Portal defaults' },
  { value: 'plan', label: 'Plan' },
  { value: 'api', label: 'API' },
  { value: 'webhooks', label: 'Webhooks' },
  { value: 'export', label: 'Export data' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

const ALIASES: Record<string, SettingsTab> = { defaults: 'portal-defaults' };

/** The tab a `?tab=` value names; unknown or missing values open the profile. */
export function tabFromParam(value: string | null): SettingsTab {
  if (!value) return 'profile';
  const alias = ALIASES[value];
  if (alias) return alias;
  return SETTINGS_TABS.find((tab) => tab.value === value)?.value ?? 'profile';
}
