export {
  PORTAL_STATE_ID,
  PortalApp,
  type PortalPageState,
  PortalRoot,
  portalUuidFromPath,
  seedPortalAnswer,
} from './portal-app';
