// What other modules use of public-portal; inside the module, files import one another directly.

export { recordActivity } from './activity';
export { listCreatorApprovals } from './approvals.service';
export type { ClientActivity, ClientActivityType } from './client-activity-event';
export { listCreatorComments } from './comments.service';
export { hashPersonalToken } from './personal-link';
export { PREVIEW_SECONDS, signPreview } from './preview-token';
export { publicBranding } from './public-view';
export { shareUrl } from './share-url';
export { mailNewVersion } from './version-notice';
