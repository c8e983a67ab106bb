import type { PortalFile, PortalFileList } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import { portalKeys } from './keys';

const filesPath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}/files`;

export function getPortalFilesQueryOptions(portalId: string) {
  return queryOptions({
    queryKey: portalKeys.files(portalId),
    queryFn: async ({ signal }) => (await api.get<PortalFileList>(filesPath(portalId), { signal })).files,
  });
}

export function usePortalFiles(portalId: string | undefined) {
  return useQuery({ ...getPortalFilesQueryOptions(portalId ?? ''), enabled: Boolean(portalId) });
}

/** Files change the portal's counts and may drop out of its sections, so both are refreshed. */
export function useRefreshPortalFiles(portalId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: portalKeys.files(portalId) }),
      queryClient.invalidateQueries({ queryKey: portalKeys.detail(portalId) }),
      queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
    ]);
}

export function useRenameFile(portalId: string) {
  const refresh = useRefreshPortalFiles(portalId);
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      api.patch<PortalFile>(`${filesPath(portalId)}/${encodeURIComponent(fileId)}`, { name }),
    onSuccess: refresh,
  });
}

export function useDeleteFile(portalId: string) {
  const refresh = useRefreshPortalFiles(portalId);
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(`${filesPath(portalId)}/${encodeURIComponent(fileId)}`),
    onSuccess: refresh,
  });
}

/** Shows the new order at once and puts the old one back if the server refuses it. */
export function useReorderFiles(portalId: string) {
  const queryClient = useQueryClient();
  const key = portalKeys.files(portalId);
  return useMutation({
    mutationFn: (fileIds: string[]) =>
      request<PortalFileList>('PUT', `${filesPath(portalId)}/order`, { body: { fileIds } }),
    onMutate: async (fileIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PortalFile[]>(key);
      if (previous) {
        const byId = new Map(previous.map((file) => [file.id, file]));
        queryClient.setQueryData(
          key,
          fileIds.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { previous };
    },
    onError: (_error, _fileIds, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer.files),
  });
}
