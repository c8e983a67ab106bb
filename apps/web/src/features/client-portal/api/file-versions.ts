import type { PublicFileVersion } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { portalRequest, publicPortalPath } from './portal-request';

export const fileVersionKeys = {
  // Keyed by the latest version too: a new upload asks again instead of showing a list without it.
  versions: (uuid: string, fileId: string, latest: number) =>
    ['public-portal', uuid, 'files', fileId, 'versions', latest] as const,
};

/** Every version of one file, oldest first; asked for only when the file has more than one. */
export function useFileVersions(uuid: string, fileId: string, latest: number) {
  return useQuery({
    queryKey: fileVersionKeys.versions(uuid, fileId, latest),
    queryFn: () =>
      portalRequest<{ versions: PublicFileVersion[] }>(
        'GET',
        `${publicPortalPath(uuid)}/files/${encodeURIComponent(fileId)}/versions`,
      ),
    select: (data) => data.versions,
    enabled: latest > 1,
    staleTime: 60_000,
  });
}
