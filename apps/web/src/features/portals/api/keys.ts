import type { PortalListQuery } from '@clientdock/shared';

/** What the list screen asks the server for; every field maps to a query parameter of GET /api/portals. */
export type PortalListParams = Partial<Pick<PortalListQuery, 'status' | 'q' | 'sort' | 'order'>>;

export const portalKeys = {
  all: ['portals'] as const,
  lists: () => [...portalKeys.all, 'list'] as const,
  list: (params: PortalListParams) => [...portalKeys.lists(), params] as const,
  detail: (portalId: string) => [...portalKeys.all, 'detail', portalId] as const,
  files: (portalId: string) => [...portalKeys.all, 'files', portalId] as const,
  archiveView: (uuid: string) => [...portalKeys.all, 'archive-view', uuid] as const,
};
