import type { PublicFileVersion } from '@clientdock/shared';
import { makeFile, PORTAL_PATH } from './portal-fixtures';

/** An image on its second version, with the creator's note on what changed. */
export const brandGuide = makeFile({
  id: 'f-brand',
  name: 'Brand guide.png',
  mime: 'image/png',
  size: 40_960,
  version: 2,
  uploadedAt: '2026-11-24T10:00:00.000Z',
  versionNote: 'Logo larger, colours warmer',
});

export function makeVersion(version: number, overrides: Partial<PublicFileVersion> = {}): PublicFileVersion {
  return {
    version,
    sha256: `${version}`.repeat(64),
    size: 20_000 + version,
    mime: 'image/png',
    uploadedAt: version === 1 ? '2026-11-20T10:00:00.000Z' : '2026-11-24T10:00:00.000Z',
    note: version === 1 ? null : 'Logo larger, colours warmer',
    previewUrl: `${PORTAL_PATH}/files/${brandGuide.id}?version=${version}`,
    ...overrides,
  };
}

export const brandVersions = { versions: [makeVersion(1), makeVersion(2)] };
export const VERSIONS_PATH = `${PORTAL_PATH}/files/${brandGuide.id}/versions`;
