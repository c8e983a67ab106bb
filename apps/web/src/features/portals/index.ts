// The portals feature's public face: what other features show of a portal.
export { PortalPreview } from './components/portal-preview';
