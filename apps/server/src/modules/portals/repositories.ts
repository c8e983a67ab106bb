import { createPortalsRepository } from './portals.repository';

/** The portals module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  portals: createPortalsRepository,
};
