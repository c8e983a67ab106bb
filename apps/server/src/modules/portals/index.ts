// What other modules use of portals; inside the module, files import one another directly.

export { openPin } from './portal-pin.service';
export type { PortalRecord, PortalScope } from './portals.repository';
export { activePortalUsage, describePortals } from './portals.service';
