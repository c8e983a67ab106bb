import { createBillingRepository } from './billing.repository';

/** The billing module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  billing: createBillingRepository,
};
