// What other modules use of auth; inside the module, files import one another directly.
export { AUTH_ROUTE, normaliseAuthPath } from './auth-gate';
export { hashToken, registerTokenHooks, TOKEN_PREFIX } from './bearer-token';
export { hashPassword, verifyPassword } from './password';
export { assertPasswordAllowed } from './password-policy';
export { requirePermission, requirePermissionHook } from './require-permission';
export { optionalUser, requireUser, requireUserHook, resolveUser, signedInUser } from './require-user';
export { INVITATION_TTL_SECONDS, invitationMail, invitationUrl, isInvitationToken } from './team-auth';
