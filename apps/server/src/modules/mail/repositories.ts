import { createMailRepository } from './mail.repository';

/** The mail module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  mail: createMailRepository,
};
