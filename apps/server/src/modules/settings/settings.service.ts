import {
  type Branding,
  type BrandingUpdate,
  DEFAULT_BRAND_COLORS,
  DEFAULT_PORTAL_DEFAULTS,
  displayNameOf,
  HEX_COLOR,
  normalizeUserType,
  type PortalDefaultsSettings,
  type Profile,
  type ProfileUpdate,
  planMessages,
  portalDefaultsSchema,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { assertFeature } from '../../lib/plan-gate';
import type { RequestMeta } from '../../lib/request-meta';
import { registerDomain } from '../custom-domains';
import type { UserRecord } from '../users';
import type { SettingsObject } from './settings.repository';

const PROFILE_FIELDS = ['businessName', 'phone', 'website', 'bio', 'location'] as const;

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

async function reload(ctx: AppContext, userId: string): Promise<UserRecord> {
  const user = await ctx.repos.users.findById(userId);
  if (!user) throw new NotFound('User not found');
  return user;
}

// ---------- Profile ----------

export function describeProfile(user: UserRecord): Profile {
  const saved = asObject(user.settings.profile);
  const firstName = user.firstName ?? '';
  const lastName = user.lastName ?? '';
  return {
    firstName,
    lastName,
    displayName: displayNameOf({ firstName, lastName, name: user.name }),
    email: user.email,
    image: user.image,
    businessName: asString(saved.businessName),
    phone: asString(saved.phone),
    website: asString(saved.website),
    bio: asString(saved.bio),
    location: asString(saved.location),
  };
}

/** Spec §5: the display name is rebuilt as first + last name whenever either changes. */
export async function updateProfile(ctx: AppContext, user: UserRecord, input: ProfileUpdate): Promise<Profile> {
  const firstName = input.firstName ?? user.firstName ?? '';
  const lastName = input.lastName ?? user.lastName ?? '';
  const namesChanged = input.firstName !== undefined || input.lastName !== undefined;
  const details = Object.fromEntries(
    PROFILE_FIELDS.filter((key) => input[key] !== undefined).map((k) => [k, input[k]]),
  );
  await ctx.repos.settings.updateUser(user.id, {
    ...(namesChanged ? { firstName, lastName, name: displayNameOf({ firstName, lastName, name: user.name }) } : {}),
    ...(Object.keys(details).length > 0
      ? { settings: (settings) => ({ ...settings, profile: { ...asObject(settings.profile), ...details } }) }
      : {}),
  });
  return describeProfile(await reload(ctx, user.id));
}

// ---------- Branding ----------

export function describeBranding(settings: SettingsObject): Branding {
  const saved = asObject(settings.branding);
  const color = (value: unknown, fallback: string) =>
    typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : fallback;
  return {
    logoUrl: typeof saved.logoUrl === 'string' ? saved.logoUrl : null,
    primaryColor: color(saved.primaryColor, DEFAULT_BRAND_COLORS.primaryColor),
    secondaryColor: color(saved.secondaryColor, DEFAULT_BRAND_COLORS.secondaryColor),
    customDomain: typeof saved.customDomain === 'string' ? saved.customDomain : null,
  };
}

/** A team's portals show the owner's branding, so a member is told so rather than offered an upgrade. */
export function assertBrandingPlan(user: UserRecord): void {
  const isMember = normalizeUserType(user.userType) === 'team_member';
  assertFeature(user, 'customBranding', isMember ? planMessages.teamBranding : planMessages.customBranding);
}

/**
 * Colours are saved as given. A new or changed customDomain is registered as a custom domain first (plan,
 * validity and ownership rules apply, and its errors are this call's); null clears the one branding shows.
 */
export async function updateBranding(
  ctx: AppContext,
  user: UserRecord,
  input: BrandingUpdate,
  meta: RequestMeta,
): Promise<Branding> {
  assertBrandingPlan(user);
  const current = describeBranding(user.settings);
  if (input.customDomain && input.customDomain !== current.customDomain) {
    await registerDomain(ctx, user, input.customDomain, meta);
  }
  const patch: Record<string, unknown> = {};
  if (input.primaryColor !== undefined) patch.primaryColor = input.primaryColor;
  if (input.secondaryColor !== undefined) patch.secondaryColor = input.secondaryColor;
  if (input.customDomain !== undefined) patch.customDomain = input.customDomain;
  const settings = await ctx.repos.settings.updateUser(user.id, {
    settings: (saved) => ({ ...saved, branding: { ...asObject(saved.branding), ...patch } }),
  });
  return describeBranding(settings);
}

// ---------- Portal defaults ----------

export function describePortalDefaults(settings: SettingsObject): PortalDefaultsSettings {
  const saved = asObject(settings.portalDefaults);
  // Each field on its own, so one malformed stored value does not hide the others.
  const pick = <K extends keyof PortalDefaultsSettings>(key: K): PortalDefaultsSettings[K] => {
    const parsed = portalDefaultsSchema.shape[key].safeParse(saved[key]);
    return parsed.success ? (parsed.data as PortalDefaultsSettings[K]) : DEFAULT_PORTAL_DEFAULTS[key];
  };
  return {
    accessType: pick('accessType'),
    allowDownload: pick('allowDownload'),
    expiryDays: pick('expiryDays'),
    defaultTemplateId: pick('defaultTemplateId'),
  };
}

export async function updatePortalDefaults(
  ctx: AppContext,
  user: UserRecord,
  input: Partial<PortalDefaultsSettings>,
): Promise<PortalDefaultsSettings> {
  const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  // New portals would start protected: the same rule as choosing it on a portal.
  const current = describePortalDefaults(user.settings).accessType;
  if (input.accessType && input.accessType !== 'link' && input.accessType !== current) {
    assertFeature(user, 'protectedAccess', planMessages.protectedAccess);
  }
  const settings = await ctx.repos.settings.updateUser(user.id, {
    settings: (saved) => ({
      ...saved,
      portalDefaults: { ...describePortalDefaults(saved), ...patch },
    }),
  });
  return describePortalDefaults(settings);
}
