// What other modules use of portals; inside the module, files import one another directly.
export type { PortalRecord, PortalScope } from './portals.repository';
export { activePortalUsage, describePortals } from './portals.service';
