import type { CreatorRequests } from '@clientdock/shared';

/**
 * "3 of 5 received": required items with a file waiting or accepted, out of the required ones (every item when none
 * is), counted as the client's portal counts them.
 */
export function requestsSummary(requests: CreatorRequests) {
  const required = requests.items.filter((item) => item.required);
  const counted = required.length > 0 ? required : requests.items;
  const received = counted.filter((item) => item.status === 'submitted' || item.status === 'accepted').length;
  const uploads = [...requests.items.flatMap((item) => item.uploads), ...requests.orphans];
  return {
    received,
    total: counted.length,
    toReview: uploads.filter((upload) => upload.status === 'submitted').length,
    uploadCount: uploads.length,
  };
}
