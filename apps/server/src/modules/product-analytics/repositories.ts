import { createProductEventsRepository } from './product-analytics.repository';

/** The product-analytics module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  productEvents: createProductEventsRepository,
};
