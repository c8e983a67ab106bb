import {
  type AccessSubject,
  DEFAULT_PLATFORM_SETTINGS,
  getEffectiveFileSizeLimitMb,
  type PlatformSettings,
  type PlatformSettingsUpdate,
  type PublicPlatform,
  platformSettingsUpdateSchema,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users';
import type { AppSettingsRepository } from './app-settings.repository';

const SETTING_KEY = 'platform';
type StoredSettings = Omit<PlatformSettings, 'updatedAt'>;

/** A stored value that no longer passes today's rules (hand-edited, older version) falls back to the default. */
function sanitize(stored: unknown): StoredSettings {
  const result = { ...DEFAULT_PLATFORM_SETTINGS };
  if (!stored || typeof stored !== 'object') return result;
  for (const [key, value] of Object.entries(stored)) {
    if (!(key in DEFAULT_PLATFORM_SETTINGS)) continue;
    const parsed = platformSettingsUpdateSchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(result, parsed.data);
  }
  return result;
}

export async function readPlatformSettings(appSettings: AppSettingsRepository): Promise<PlatformSettings> {
  const stored = await appSettings.getWithTime<unknown>(SETTING_KEY);
  return { ...sanitize(stored?.value), updatedAt: stored?.updatedAt ?? null };
}

export async function readPublicPlatform(ctx: AppContext): Promise<PublicPlatform> {
  const { platformName, supportEmail, registrationMode, showPrices } = await readPlatformSettings(
    ctx.repos.appSettings,
  );
  return { platformName, supportEmail, registrationMode, billing: ctx.billing.provider, showPrices };
}

/** The file size limit an upload is held to: the plan's or role's, lowered by the instance's cap. */
export async function fileSizeLimitMb(ctx: AppContext, subject: AccessSubject): Promise<number> {
  const { maxUploadMb } = await readPlatformSettings(ctx.repos.appSettings);
  return getEffectiveFileSizeLimitMb(subject, maxUploadMb);
}

export async function updatePlatformSettings(
  ctx: AppContext,
  admin: UserRecord,
  patch: Exclude<PlatformSettingsUpdate, undefined>,
  meta: RequestMeta,
): Promise<PlatformSettings> {
  const { updatedAt: _updatedAt, ...current } = await readPlatformSettings(ctx.repos.appSettings);
  const next: StoredSettings = { ...current, ...(patch as Partial<StoredSettings>) };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(next) as Array<keyof StoredSettings>) {
    if (JSON.stringify(next[key]) !== JSON.stringify(current[key]))
      changes[key] = { from: current[key], to: next[key] };
  }
  if (Object.keys(changes).length > 0) {
    await ctx.repos.appSettings.set(SETTING_KEY, next);
    await ctx.repos.audit.record({
      action: 'platform.settings_changed',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'platform',
      targetId: SETTING_KEY,
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: { changes },
    });
  }
  return readPlatformSettings(ctx.repos.appSettings);
}
