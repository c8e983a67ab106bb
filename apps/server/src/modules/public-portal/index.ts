// What other modules use of public-portal; inside the module, files import one another directly.
export { listCreatorApprovals } from './approvals.service';
export { listCreatorComments } from './comments.service';
export { publicBranding } from './public-view';
export { shareUrl } from './share-url';
export { mailNewVersion } from './version-notice';
