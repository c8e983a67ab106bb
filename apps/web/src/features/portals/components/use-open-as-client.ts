import type { Portal } from '@clientdock/shared';
import type { MouseEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCreatePreviewLink } from '../api/owner-preview';
import { useNotify } from './feedback';

/**
 * "Open as client" for those who may edit the portal: a preview that skips its lock and counts nothing, opened in
 * a new tab (drafts too). Viewers keep the plain link, as a client would open it. The tab is opened at the click
 * and sent on once the link is made, so no popup blocker stands in the way.
 */
export function useOpenAsClient(portal: Pick<Portal, 'id' | 'status' | 'access'>) {
  const notify = useNotify();
  const createLink = useCreatePreviewLink();
  const canPreview = portal.access?.canEdit !== false;
  const canOpen = portal.status === 'active' || (canPreview && portal.status === 'draft');
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!canPreview) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    createLink.mutate(portal.id, {
      onSuccess: ({ url }) => {
        if (!tab) return window.location.assign(url);
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        notify(errorMessage(error), 'error');
      },
    });
  };
  return { canOpen, onClick, isOpening: createLink.isPending };
}
