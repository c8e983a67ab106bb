import type { PublicFileVersion } from '@clientdock/shared';
import { useQuery } from '@tanstack/react-query';
import { portalRequest, publicPortalPath } from './portal-request';

export const fileVersionKeys = {
  versions: (uuid: string, fileId: string) => ['public-portal', uuid, 'files', fileId, 'versions'] as const,
};

/** Every version of one file, oldest first; asked for only when the file has more than one. */
export function useFileVersions(uuid: string, fileId: string, enabled: boolean) {
  return useQuery({
    queryKey: fileVersionKeys.versions(uuid, fileId),
    queryFn: () =>
      portalRequest<{ versions: PublicFileVersion[] }>(
        'GET',
        `${publicPortalPath(uuid)}/files/${encodeURIComponent(fileId)}/versions`,
      ),
    select: (data) => data.versions,
    enabled,
    staleTime: 60_000,
  });
}
