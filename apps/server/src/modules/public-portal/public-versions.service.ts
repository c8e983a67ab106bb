import type { PublicFileVersion } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { PortalAccess } from './access.service';
import { findPublicFile } from './public-files.service';
import { publicBase } from './public-view';

/** Every version of a file of this portal, oldest first, each previewed through the file route with ?version=N. */
export async function listPublicVersions(
  ctx: AppContext,
  access: PortalAccess,
  fileId: string,
): Promise<{ versions: PublicFileVersion[] }> {
  const { portal } = access;
  const file = await findPublicFile(ctx, access, fileId);
  const records = await ctx.repos.files.listVersions(portal.id, file.fileGroupId);
  const base = `${publicBase(portal.uuid)}/files/${file.fileGroupId}`;
  const versions = records
    .map((record) => ({
      version: record.version,
      sha256: record.sha256,
      size: record.size,
      mime: record.mime,
      uploadedAt: record.uploadedAt,
      note: record.note,
      previewUrl: `${base}?version=${record.version}`,
    }))
    .sort((a, b) => a.version - b.version);
  return { versions };
}
