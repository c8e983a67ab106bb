// What other modules use of team; inside the module, files import one another directly.
export type { Membership } from './team.repository';
