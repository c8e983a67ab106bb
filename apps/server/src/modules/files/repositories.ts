import { createFilesRepository } from './files.repository';

/** The files module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  files: createFilesRepository,
};
