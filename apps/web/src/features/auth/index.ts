// The auth feature's public face: the session and sign-out, used by the app shell and other features.

export {
  homePathFor,
  meQueryKey,
  meQueryOptions,
  type Session,
  toSession,
  useCurrentUser,
  useSession,
} from './api/session';
export { useSignOut } from './api/sign-out';
export { safeRedirectPath } from './lib/redirect';
