import { ACCESS_TYPES, type AccessType } from '@clientdock/shared';
import type { UserRecord } from '../users';

export interface PortalDefaults {
  accessType?: AccessType;
  allowDownload?: boolean;
  expiryDays?: number;
}

/** The creator's saved portal defaults; anything malformed in settings is ignored, not trusted. */
export function readPortalDefaults(user: UserRecord): PortalDefaults {
  const raw = (user.settings.portalDefaults ?? {}) as Record<string, unknown>;
  const defaults: PortalDefaults = {};
  if ((ACCESS_TYPES as readonly unknown[]).includes(raw.accessType)) defaults.accessType = raw.accessType as AccessType;
  if (typeof raw.allowDownload === 'boolean') defaults.allowDownload = raw.allowDownload;
  const days = Number(raw.expiryDays);
  if (Number.isInteger(days) && days > 0 && days <= 3650) defaults.expiryDays = days;
  return defaults;
}
