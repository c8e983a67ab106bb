import { createUploadLocksRepository } from './upload-locks.repository';
import { createUploadsRepository } from './uploads.repository';

/** The uploads module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  uploads: createUploadsRepository,
  uploadLocks: createUploadLocksRepository,
};
