import { createUsersRepository } from './users.repository';

/** The users module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  users: createUsersRepository,
};
