import {
  type AccessSubject,
  getAbilities,
  getLimits,
  getRoleDisplayName,
  type Me,
  type PlanId,
  type Portal,
  type PortalFile,
  type ReadingFile,
  type TeamRole,
  type UserType,
} from '@clientdock/shared';

interface MeOptions extends Partial<Omit<Me, 'userType' | 'plan' | 'teamRole'>> {
  userType?: UserType;
  plan?: PlanId;
  teamRole?: TeamRole | null;
}

/** A realistic /api/me answer: limits, abilities and role name derived by the shared rules. */
export function makeMe(options: MeOptions = {}): Me {
  const subject: AccessSubject = {
    userType: options.userType ?? 'creator',
    plan: options.plan ?? 'free',
    teamRole: options.teamRole ?? null,
    adminLevel: options.adminLevel ?? null,
    subscriptionStatus: options.subscriptionStatus ?? null,
  };
  const firstName = options.firstName ?? 'Ada';
  const lastName = options.lastName ?? 'Lovelace';
  return {
    id: 'user_1',
    email: 'ada@example.com',
    emailVerified: true,
    displayName: `${firstName} ${lastName}`.trim(),
    image: null,
    adminLevel: null,
    subscriptionStatus: null,
    status: 'active',
    permissions: [],
    lastLogin: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    settings: {},
    usage: { activePortals: 0, totalPortals: 0 },
    ...options,
    firstName,
    lastName,
    userType: options.userType ?? 'creator',
    plan: options.plan ?? 'free',
    teamRole: options.teamRole ?? null,
    roleDisplayName: options.roleDisplayName ?? getRoleDisplayName(subject),
    limits: options.limits ?? getLimits(subject),
    abilities: options.abilities ?? getAbilities(subject),
  };
}

export const fixtures = {
  admin: () => makeMe({ userType: 'admin', adminLevel: 'super', firstName: 'Grace', lastName: 'Hopper' }),
  freeCreator: () => makeMe({ plan: 'free' }),
  proCreator: () => makeMe({ plan: 'pro' }),
  agencyCreator: () => makeMe({ plan: 'agency' }),
  teamOwner: () => makeMe({ userType: 'team_member', teamRole: 'owner' }),
  teamAdmin: () => makeMe({ userType: 'team_member', teamRole: 'admin' }),
  teamEditor: () => makeMe({ userType: 'team_member', teamRole: 'editor' }),
  teamViewer: () => makeMe({ userType: 'team_member', teamRole: 'viewer' }),
};

let portalSequence = 0;

/** A portal as GET /api/portals/:id answers it. */
export function makePortal(options: Partial<Portal> = {}): Portal {
  portalSequence += 1;
  const id = options.id ?? `portal-${portalSequence}`;
  const uuid = options.uuid ?? `uuid${portalSequence}abcdef`;
  return {
    id,
    uuid,
    name: `Portal ${portalSequence}`,
    description: '',
    status: 'active',
    accessType: 'link',
    hasPin: false,
    allowedEmails: [],
    allowDownload: true,
    expiresAt: null,
    branding: {},
    sections: [],
    templateId: null,
    shareUrl: `http://localhost:3000/portal/${uuid}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    archivedAt: null,
    counts: { files: 0, views: 0, downloads: 0, comments: 0, approvals: 0, lastAccessedAt: null },
    ...options,
  };
}

/** A file's latest version as GET /api/portals/:id/files lists it. */
export function makeFile(portalId: string, options: Partial<PortalFile> = {}): PortalFile {
  portalSequence += 1;
  const id = options.id ?? `file-${portalSequence}`;
  return {
    id,
    versionId: `${id}-v1`,
    portalId,
    name: `file-${portalSequence}.pdf`,
    mime: 'application/pdf',
    size: 2048,
    sha256: 'a'.repeat(64),
    version: 1,
    versions: 1,
    position: 0,
    downloadCount: 0,
    hasThumbnail: false,
    downloadUrl: `/api/portals/${portalId}/files/${id}/download?version=1`,
    thumbnailUrl: null,
    uploadedAt: '2026-11-03T10:00:00.000Z',
    uploadedBy: 'user_1',
    ...options,
  };
}

/** A PDF's reading as GET /api/portals/:id/reading sums it: two readers, pages 1 and 3 read. */
export function makeReadingFile(options: Partial<ReadingFile> = {}): ReadingFile {
  return {
    fileId: 'f1',
    name: 'Brief.pdf',
    kind: 'pdf',
    pageCount: 3,
    readers: 2,
    totalSeconds: 310,
    pages: [
      { page: 1, seconds: 40, readers: 2 },
      { page: 3, seconds: 250, readers: 1 },
    ],
    averageSecondsPerPage: 96.7,
    completedReaders: 0,
    averageWatchedPercent: null,
    ...options,
  };
}
