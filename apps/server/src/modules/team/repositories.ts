import { createTeamRepository } from './team.repository';

/** The team module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  team: createTeamRepository,
};
