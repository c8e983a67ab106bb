import { createHomeRepository } from './home.repository';

/** The home module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  home: createHomeRepository,
};
