import { createCreatorProfilesRepository } from './creator-profiles.repository';

/** The creator-profile module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  creatorProfiles: createCreatorProfilesRepository,
};
