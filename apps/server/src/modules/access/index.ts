// What other modules use of access; inside the module, files import one another directly.
export {
  assertCanAccessPortal,
  assertNotArchived,
  canAccessPortal,
  describeAccess,
  effectiveStatus,
  isPast,
  loadPortalFor,
  loadPortalWithRole,
  portalAudience,
  portalScopeFor,
} from './portal-access';
