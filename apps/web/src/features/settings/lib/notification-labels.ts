import type { EmailDelivery, EmailFrequency, NotificationToggleKey } from '@clientdock/shared';

export const NOTIFICATION_GROUPS: { title: string; keys: NotificationToggleKey[] }[] = [
  {
    title: 'Client activity',
    keys: ['portalAccess', 'fileDownloads', 'clientComments', 'clientApprovals', 'clientUploads', 'formResponses'],
  },
  { title: 'Portals and account', keys: ['portalExpiring', 'portalLimitReached', 'planUpdates', 'securityAlerts'] },
];

export const NOTIFICATION_TOGGLES: Record<NotificationToggleKey, { label: string; description: string }> = {
  portalAccess: { label: 'Portal views', description: 'A client opens one of your portals.' },
  fileDownloads: { label: 'File downloads', description: 'A client downloads a file from a portal.' },
  clientComments: { label: 'Client comments', description: 'A client leaves a comment or replies to one.' },
  clientApprovals: { label: 'Approvals', description: 'A client approves an item or asks for changes.' },
  clientUploads: { label: 'Client uploads', description: 'A client uploads a file you asked for.' },
  formResponses: { label: 'Form responses', description: 'A client answers a form in a portal.' },
  portalExpiring: { label: 'Expiring portals', description: 'A portal is about to reach its expiry date.' },
  portalLimitReached: {
    label: 'Portal limit reached',
    description: 'You are using every active portal your plan allows.',
  },
  planUpdates: { label: 'Plan updates', description: 'Changes to your plan, renewals and billing.' },
  securityAlerts: {
    label: 'Security alerts',
    description: 'Sign-ins, password and email changes on your account.',
  },
};

export const EMAIL_FREQUENCY_INFO: Record<EmailFrequency, { label: string; description: string }> = {
  instant: {
    label: 'Instantly',
    description: 'Each kind as chosen above. Several within five minutes arrive as one email.',
  },
  daily: { label: 'Daily digest', description: 'One email a day summing up everything.' },
  weekly: { label: 'Weekly digest', description: 'One email a week summing up everything.' },
  disabled: { label: 'No emails', description: 'Notifications stay in ClientDock only.' },
};

/** The per-kind email choice, as each row offers it. */
export const EMAIL_DELIVERY_LABELS: Record<EmailDelivery, string> = {
  instant: 'Instant',
  digest: 'Daily digest',
  off: 'Off',
};

/** weeklyDigestDay 0 to 6, as the spec numbers them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function knownTimeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}
