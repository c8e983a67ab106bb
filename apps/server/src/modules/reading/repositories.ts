import { createReadingRepository } from './reading.repository';

/** The reading module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  reading: createReadingRepository,
};
