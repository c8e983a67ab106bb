import { createAnnouncementsRepository } from './announcements.repository';

/** The announcements module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  announcements: createAnnouncementsRepository,
};
