import {
  accountMessages,
  type CreatorPage,
  type CreatorProfile,
  type creatorProfileUpdateSchema,
  displayNameOf,
  type UploadedImage,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { deleteOwnAsset, prepareImage, storeAsset } from '../settings';
import { creatorTemplatesAndStats } from '../templates';
import type { UserRecord } from '../users';

type ProfileInput = z.output<typeof creatorProfileUpdateSchema>;

function defaultProfile(user: UserRecord): CreatorProfile {
  const settingsProfile = (user.settings.profile ?? {}) as Record<string, unknown>;
  return {
    uid: user.id,
    displayName: displayNameOf({ ...user, email: null }),
    businessName: typeof settingsProfile.businessName === 'string' ? settingsProfile.businessName : '',
    bio: '',
    location: typeof settingsProfile.location === 'string' ? settingsProfile.location : '',
    experience: '',
    expertise: [],
    avatar: user.image,
    banner: null,
    bannerPosition: 50,
    colorTemplate: 'default',
    publicProfile: false,
    socialLinks: {},
    verified: false,
    badges: [],
    joinedDate: user.createdAt,
    updatedAt: null,
  };
}

/** The signed-in creator's profile; one never saved answers defaults drawn from the account. */
export async function getOwnProfile(ctx: AppContext, user: UserRecord): Promise<CreatorProfile> {
  return (await ctx.repos.creatorProfiles.find(user.id)) ?? defaultProfile(user);
}

export async function saveOwnProfile(ctx: AppContext, user: UserRecord, input: ProfileInput): Promise<CreatorProfile> {
  const previous = await ctx.repos.creatorProfiles.find(user.id);
  const socialLinks = Object.fromEntries(
    Object.entries(input.socialLinks).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  await ctx.repos.creatorProfiles.upsert(
    user.id,
    { ...input, socialLinks },
    previous?.joinedDate ?? user.createdAt,
    ctx.clock().toISOString(),
  );
  if (previous?.banner && previous.banner !== input.banner) await deleteOwnAsset(ctx, user.id, previous.banner);
  return (await ctx.repos.creatorProfiles.find(user.id))!;
}

/** The public profile with the creator's approved templates and their figures (templates, downloads, rating). */
export async function getPublicProfile(ctx: AppContext, uid: string): Promise<CreatorPage> {
  const profile = await ctx.repos.creatorProfiles.findPublic(uid);
  if (!profile) throw new NotFound(accountMessages.creatorNotFound);
  const { publicProfile: _public, updatedAt: _updatedAt, ...shown } = profile;
  return { ...shown, ...(await creatorTemplatesAndStats(ctx, uid)) };
}

/** Stores a banner image; the profile uses it once saved with its URL. */
export async function uploadBanner(ctx: AppContext, user: UserRecord, bytes: Buffer): Promise<UploadedImage> {
  return storeAsset(ctx, user.id, 'banner', await prepareImage('banner', bytes));
}
