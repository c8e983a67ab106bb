import type { CreatorRequests } from '@clientdock/shared';

/** "3 of 5 received": items with a file waiting or accepted, out of all items asked for. */
export function requestsSummary(requests: CreatorRequests) {
  const received = requests.items.filter((item) => item.status === 'submitted' || item.status === 'accepted').length;
  const uploads = [...requests.items.flatMap((item) => item.uploads), ...requests.orphans];
  return {
    received,
    total: requests.items.length,
    toReview: uploads.filter((upload) => upload.status === 'submitted').length,
    uploadCount: uploads.length,
  };
}
