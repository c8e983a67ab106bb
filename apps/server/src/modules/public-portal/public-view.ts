import {
  type AccessType,
  clientPortalMessages,
  DEFAULT_BRAND_COLORS,
  displayNameOf,
  getAbilities,
  HEX_COLOR,
  hasFeature,
  type PublicBranding,
  type PublicFile,
  type PublicPortal,
  type Section,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { effectiveStatus } from '../access';
import type { PortalFileRecord } from '../files';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';

/** A portal a client may be shown (live, not expired), with its owner. */
export interface OpenPortal {
  portal: PortalRecord;
  owner: UserRecord;
}

export function publicBase(uuid: string): string {
  return `/api/public/portals/${uuid}`;
}

/**
 * 404 for an unknown uuid; 410 for a draft (PORTAL_NOT_PUBLISHED: its client is told to check back, not that it
 * is gone), an archived or expired portal, or one whose creator is suspended. `cached` may answer from the last
 * second's read (decision 0018): for showing the portal, not for checking a PIN or a code.
 */
export async function loadOpenPortal(
  ctx: AppContext,
  uuid: string,
  options: { allowDraft?: boolean; cached?: boolean } = {},
): Promise<OpenPortal> {
  const read = () => ctx.repos.portals.findByUuidWithOwner(uuid);
  const found = options.cached ? await ctx.portalCache.found(uuid, read) : await read();
  if (!found) throw new AppError(404, 'PORTAL_NOT_FOUND', clientPortalMessages.portalNotFound);
  const { portal, owner } = found;
  const unavailable = () => new AppError(410, 'PORTAL_UNAVAILABLE', clientPortalMessages.portalUnavailable);
  if (!owner || owner.status === 'suspended') throw unavailable();
  if (portal.status === 'draft' && !options.allowDraft) {
    throw new AppError(410, 'PORTAL_NOT_PUBLISHED', clientPortalMessages.portalNotPublished);
  }
  if (portal.status === 'archived') throw unavailable();
  if (effectiveStatus(portal, ctx.clock()) === 'expired') {
    throw new AppError(410, 'PORTAL_EXPIRED', clientPortalMessages.portalExpired);
  }
  return { portal, owner };
}

const OWN_LOGO = /^\/api\/branding\/logo\/([A-Za-z0-9-]{1,64})\/(logo-\d{10,16}\.(jpg|png|webp|svg))$/;

/** The storage key of a logo URL that points at the owner's own uploaded logo, else null. */
export function ownLogoKey(ownerId: string, url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const match = OWN_LOGO.exec(url);
  return match && match[1] === ownerId ? `branding/${ownerId}/${match[2]}` : null;
}

function pickString(...values: unknown[]): string | null {
  for (const value of values) if (typeof value === 'string' && value !== '') return value;
  return null;
}

/** The logo URL the portal shows: the portal's own, else the creator's; none once the plan lacks custom branding. */
export function logoSource(portal: PortalRecord, owner: UserRecord): string | null {
  if (!hasFeature(owner, 'customBranding')) return null;
  const saved = (owner.settings.branding ?? {}) as Record<string, unknown>;
  return pickString(portal.branding.logoUrl, saved.logoUrl);
}

async function brandNameOf(ctx: AppContext, owner: UserRecord): Promise<string> {
  const profile = await ctx.repos.creatorProfiles.find(owner.id);
  const settingsProfile = (owner.settings.profile ?? {}) as Record<string, unknown>;
  const business = typeof settingsProfile.businessName === 'string' ? settingsProfile.businessName.trim() : null;
  return pickString(profile?.businessName?.trim(), business, displayNameOf({ ...owner, email: null })) ?? 'ClientDock';
}

/**
 * The portal's look: its own branding override, else the creator's saved branding, else the defaults. The
 * creator's uploaded logo is served through the portal's own address, so no account id shows in the answer.
 */
export async function publicBranding(ctx: AppContext, { portal, owner }: OpenPortal): Promise<PublicBranding> {
  // A plan without custom branding shows the defaults; what was saved stays for an upgrade to bring back.
  const branded = hasFeature(owner, 'customBranding');
  const saved = (branded ? (owner.settings.branding ?? {}) : {}) as Record<string, unknown>;
  const own = branded ? portal.branding : {};
  const color = (...values: unknown[]) => {
    for (const value of values) if (typeof value === 'string' && HEX_COLOR.test(value)) return value.toLowerCase();
    return null;
  };
  const logo = logoSource(portal, owner);
  let logoUrl: string | null = null;
  if (ownLogoKey(owner.id, logo)) logoUrl = `${publicBase(portal.uuid)}/logo`;
  else if (logo?.startsWith('https://')) logoUrl = logo;
  return {
    logoUrl,
    primaryColor: color(own.primaryColor, saved.primaryColor) ?? DEFAULT_BRAND_COLORS.primaryColor,
    secondaryColor: color(own.secondaryColor, saved.secondaryColor) ?? DEFAULT_BRAND_COLORS.secondaryColor,
    displayName: await brandNameOf(ctx, owner),
  };
}

export function canWhiteLabel(owner: UserRecord): boolean {
  return getAbilities(owner).canWhiteLabel;
}

export function toPublicFile(uuid: string, file: PortalFileRecord, allowDownload: boolean): PublicFile {
  const base = `${publicBase(uuid)}/files/${file.fileGroupId}`;
  return {
    id: file.fileGroupId,
    name: file.name,
    mime: file.mime,
    size: file.size,
    version: file.version,
    sha256: file.sha256,
    uploadedAt: file.uploadedAt,
    hasThumbnail: file.thumbnailKey !== null,
    previewUrl: base,
    downloadUrl: allowDownload ? `${base}?download=1` : null,
    thumbnailUrl: file.thumbnailKey ? `${base}/thumbnail` : null,
    ...(file.version > 1 ? { versionNote: file.note } : {}),
  };
}

/** What a client is shown of the portal, kept with the portal when it came from the cache. */
export function describePublicPortal(ctx: AppContext, open: OpenPortal): Promise<PublicPortal> {
  return ctx.portalCache.described(open.portal, () => describe(ctx, open));
}

async function describe(ctx: AppContext, open: OpenPortal): Promise<PublicPortal> {
  const { portal, owner } = open;
  const files = await ctx.repos.files.listLatest(portal.id);
  return {
    uuid: portal.uuid,
    name: portal.name,
    description: portal.description,
    accessType: portal.accessType as AccessType,
    allowDownload: portal.allowDownload,
    expiresAt: portal.expiresAt,
    branding: await publicBranding(ctx, open),
    whiteLabel: canWhiteLabel(owner),
    sections: portal.sections as Section[],
    files: files.map((file) => toPublicFile(portal.uuid, file, portal.allowDownload)),
  };
}
