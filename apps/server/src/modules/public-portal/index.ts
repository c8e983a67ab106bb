// What other modules use of public-portal; inside the module, files import one another directly.

export { type PortalAccess, requireAccess, requireClientAccess } from './access.service';
export { flushEvents, recordActivity } from './activity';
export { listCreatorApprovals } from './approvals.service';
export type { ClientActivity, ClientActivityType } from './client-activity-event';
export { issuedCookies, readClientRequest } from './client-cookies';
export type { ClientRequest } from './client-request';
export { listCreatorComments } from './comments.service';
export { hashPersonalToken } from './personal-link';
export { PREVIEW_SECONDS, signPreview } from './preview-token';
export { PUBLIC_FILE_CSP } from './public-files.service';
export { publicBranding } from './public-view';
export { shareUrl } from './share-url';
export { mailNewVersion } from './version-notice';
export { isBot } from './visitor-recognition';
export type { VisitorRecord } from './visitors.repository';
export { ensureVisitor, findVisitor, rememberIdentity } from './visitors.service';
