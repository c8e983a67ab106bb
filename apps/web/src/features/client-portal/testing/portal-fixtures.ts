import type { Approval, Comment, PublicFile, PublicPortal, PublicPortalResponse } from '@clientdock/shared';

export const UUID = 'a1b2c3d4e5';
export const PORTAL_PATH = `/api/public/portals/${UUID}`;

export const branding = {
  logoUrl: null,
  primaryColor: '#7c3aed',
  secondaryColor: '#f59e0b',
  displayName: 'Maya Chen Studio',
};

export function makeFile(overrides: Partial<PublicFile> = {}): PublicFile {
  const id = overrides.id ?? 'f-pdf';
  return {
    id,
    name: 'Brief.pdf',
    mime: 'application/pdf',
    size: 1_572_864,
    version: 2,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    uploadedAt: '2026-03-02T15:04:00.000Z',
    hasThumbnail: false,
    previewUrl: `${PORTAL_PATH}/files/${id}`,
    downloadUrl: `${PORTAL_PATH}/files/${id}?download=1`,
    thumbnailUrl: null,
    ...overrides,
  };
}

export const pdfFile = makeFile();
export const imageFile = makeFile({
  id: 'f-img',
  name: 'Poster.png',
  mime: 'image/png',
  size: 20_480,
  version: 1,
  hasThumbnail: true,
  thumbnailUrl: `${PORTAL_PATH}/files/f-img/thumbnail`,
});
export const secondImage = makeFile({ id: 'f-img2', name: 'Tile.png', mime: 'image/png', size: 512, version: 1 });

export function makePortal(overrides: Partial<PublicPortal> = {}): PublicPortal {
  return {
    uuid: UUID,
    name: 'Spring campaign',
    description: 'Final artwork for the launch.',
    accessType: 'link',
    allowDownload: true,
    expiresAt: null,
    branding,
    whiteLabel: false,
    sections: [],
    files: [pdfFile, imageFile],
    ...overrides,
  };
}

export function portalAnswer(overrides: Partial<PublicPortal> = {}): { body: PublicPortalResponse } {
  return { body: { portal: makePortal(overrides), visitor: { name: null, email: null, verified: false } } };
}

export function lockedAnswer(accessType: 'pin' | 'email') {
  return {
    status: 401,
    body: {
      error: {
        code: 'PORTAL_LOCKED',
        message: 'Enter the PIN you were given to open this portal.',
        accessType,
        portal: { name: 'Spring campaign', branding, whiteLabel: false },
      },
    },
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c1',
    fileId: null,
    parentId: null,
    authorName: 'Jordan Client',
    authorType: 'client',
    verified: false,
    body: 'Looks great!',
    createdAt: '2026-03-02T15:04:00.000Z',
    resolvedAt: null,
    fileVersion: null,
    anchor: null,
    status: 'open',
    replies: [],
    ...overrides,
  };
}

export function makeApproval(overrides: Partial<Approval> = {}): Approval {
  return {
    id: 'a1',
    decision: 'approved',
    note: '',
    fileId: pdfFile.id,
    fileName: pdfFile.name,
    fileVersion: 2,
    sha256: pdfFile.sha256,
    sectionId: null,
    approverName: 'Jordan Client',
    approverEmail: 'jordan@client.test',
    verified: true,
    createdAt: '2026-03-02T15:04:00.000Z',
    appliesToLatest: true,
    ...overrides,
  };
}

/** Handlers for an open portal with no comments or approvals yet. */
export function openPortalHandlers(overrides: Partial<PublicPortal> = {}) {
  return {
    [`GET ${PORTAL_PATH}`]: portalAnswer(overrides),
    [`GET ${PORTAL_PATH}/comments`]: { body: { comments: [] } },
    [`GET ${PORTAL_PATH}/approvals`]: { body: { approvals: [] } },
  };
}
