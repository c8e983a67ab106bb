import {
  type Branding,
  type CreatorProfile,
  type CustomDomain,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_PORTAL_DEFAULTS,
  type EmailStatus,
  type Me,
  type NotificationPreferences,
  type PortalDefaultsSettings,
  type Profile,
} from '@clientdock/shared';
import type { MockRequest, MockResponse } from '@/test/mock-api';

type Handler = MockResponse | ((init: RequestInit, request: MockRequest) => MockResponse | Promise<MockResponse>);

export interface SettingsServerState {
  me: Me;
  profile?: Profile;
  emailStatus?: EmailStatus;
  notifications?: NotificationPreferences;
  portalDefaults?: PortalDefaultsSettings;
  branding?: Branding;
  domains?: CustomDomain[];
  creatorProfile?: CreatorProfile;
}

export function makeProfile(me: Me, options: Partial<Profile> = {}): Profile {
  return {
    firstName: me.firstName ?? '',
    lastName: me.lastName ?? '',
    displayName: me.displayName,
    email: me.email,
    image: me.image,
    businessName: '',
    phone: '',
    website: '',
    bio: '',
    location: '',
    ...options,
  };
}

export function makeDomain(domain: string, options: Partial<CustomDomain> = {}): CustomDomain {
  return {
    domain,
    status: 'pending',
    records: [
      { type: 'CNAME', name: domain, value: 'app.clientdock.test' },
      { type: 'TXT', name: `_clientdock.${domain}`, value: 'clientdock-verify=abc123' },
    ],
    lastCheckedAt: null,
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...options,
  };
}

export function makeCreatorProfile(me: Me, options: Partial<CreatorProfile> = {}): CreatorProfile {
  return {
    uid: me.id,
    displayName: me.displayName,
    businessName: '',
    bio: '',
    location: '',
    experience: '',
    expertise: [],
    avatar: me.image,
    banner: null,
    bannerPosition: 50,
    colorTemplate: 'default',
    publicProfile: false,
    socialLinks: {},
    verified: false,
    badges: [],
    joinedDate: me.createdAt,
    updatedAt: null,
    ...options,
  };
}

/** An in-memory stand-in for the settings, account, domain and creator-profile routes of docs/api. */
export function settingsEndpoints(state: SettingsServerState): Record<string, Handler> {
  state.profile ??= makeProfile(state.me);
  state.emailStatus ??= {
    email: state.me.email,
    emailVerified: true,
    pendingEmail: null,
    verified: true,
    requestedAt: null,
  };
  state.notifications ??= { ...DEFAULT_NOTIFICATION_PREFERENCES, timeZone: 'America/New_York' };
  state.portalDefaults ??= { ...DEFAULT_PORTAL_DEFAULTS };
  state.branding ??= { logoUrl: null, primaryColor: '#2563eb', secondaryColor: '#059669', customDomain: null };
  state.domains ??= [];
  state.creatorProfile ??= makeCreatorProfile(state.me);
  return {
    'GET /api/me': () => ({ body: state.me }),
    'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    'GET /api/settings/profile': () => ({ body: state.profile }),
    'PATCH /api/settings/profile': (_init, { body }) => {
      const next = { ...state.profile, ...(body as Partial<Profile>) } as Profile;
      next.displayName = [next.firstName, next.lastName].filter(Boolean).join(' ');
      state.profile = next;
      state.me = { ...state.me, firstName: next.firstName, lastName: next.lastName, displayName: next.displayName };
      return { body: next };
    },
    'POST /api/settings/avatar': () => {
      const url = '/api/branding/avatar/user_1/1.webp';
      state.profile = { ...(state.profile as Profile), image: url };
      state.me = { ...state.me, image: url };
      return { body: { url, mime: 'image/webp', width: 256, height: 256, size: 1000 } };
    },
    'DELETE /api/settings/avatar': () => {
      state.profile = { ...(state.profile as Profile), image: null };
      state.me = { ...state.me, image: null };
      return { status: 204 };
    },
    'GET /api/account/email/status': () => ({ body: state.emailStatus }),
    'POST /api/account/email': (_init, { body }) => {
      const { newEmail } = body as { newEmail: string };
      state.emailStatus = { ...(state.emailStatus as EmailStatus), pendingEmail: newEmail, verified: false };
      return { body: { status: 'verification-sent', pendingEmail: newEmail } };
    },
    'POST /api/account/password': { body: { status: 'updated', otherSessionsRevoked: true } },
    'GET /api/settings/notifications': () => ({ body: state.notifications }),
    'PATCH /api/settings/notifications': (_init, { body }) => {
      state.notifications = body as NotificationPreferences;
      return { body: state.notifications };
    },
    'GET /api/settings/portal-defaults': () => ({ body: state.portalDefaults }),
    'PATCH /api/settings/portal-defaults': (_init, { body }) => {
      state.portalDefaults = { ...(state.portalDefaults as PortalDefaultsSettings), ...(body as object) };
      return { body: state.portalDefaults };
    },
    'GET /api/settings/branding': () => ({ body: state.branding }),
    'PATCH /api/settings/branding': (_init, { body }) => {
      state.branding = { ...(state.branding as Branding), ...(body as Partial<Branding>) };
      return { body: state.branding };
    },
    'POST /api/settings/branding/logo': () => {
      const logo = { url: '/api/branding/logo/user_1/2.png', mime: 'image/png', width: 300, height: 100, size: 900 };
      state.branding = { ...(state.branding as Branding), logoUrl: logo.url };
      return { body: { ...state.branding, logo } };
    },
    'DELETE /api/settings/branding/logo': () => {
      state.branding = { ...(state.branding as Branding), logoUrl: null };
      return { body: state.branding };
    },
    'GET /api/custom-domains': () => ({ body: { domains: state.domains } }),
    'POST /api/custom-domains': (_init, { body }) => {
      const created = makeDomain((body as { domain: string }).domain.trim().toLowerCase());
      state.domains = [...(state.domains ?? []), created];
      return { status: 201, body: created };
    },
    'GET /api/custom-domains/:domain/status': (_init, { params }) => {
      const found = state.domains?.find((item) => item.domain === params.domain);
      return found
        ? { body: { ...found, lastCheckedAt: '2026-11-21T10:00:00.000Z' } }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Custom domain not found.' } } };
    },
    'DELETE /api/custom-domains/:domain': (_init, { params }) => {
      state.domains = (state.domains ?? []).filter((item) => item.domain !== params.domain);
      return { status: 204 };
    },
    'GET /api/creator-profile': () => ({ body: state.creatorProfile }),
    'PUT /api/creator-profile': (_init, { body }) => {
      state.creatorProfile = {
        ...(state.creatorProfile as CreatorProfile),
        ...(body as Partial<CreatorProfile>),
        updatedAt: '2026-11-21T10:00:00.000Z',
      };
      return { body: state.creatorProfile };
    },
    'POST /api/creator-profile/banner': {
      body: { url: '/api/branding/banner/user_1/3.webp', mime: 'image/webp', width: 1600, height: 600, size: 5000 },
    },
  };
}
