import { createAuditRepository } from './audit.repository';

/** The audit module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  audit: createAuditRepository,
};
