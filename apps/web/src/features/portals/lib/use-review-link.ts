import type { PortalFile } from '@clientdock/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Opens the review of the file a link names (`?review=<fileId>`, as the home's "Review" actions and activity rows
 * link), once the portal's files are there; the parameter then leaves the address, so closing the review does not
 * open it again.
 */
export function useReviewLink(files: PortalFile[] | undefined, open: (fileId: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('review');
  useEffect(() => {
    if (!requested || !files) return;
    if (files.some((file) => file.id === requested)) open(requested);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  }, [requested, files, open, setSearchParams]);
}
