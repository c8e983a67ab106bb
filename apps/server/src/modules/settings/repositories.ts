import { createSettingsRepository } from './settings.repository';

/** The settings module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  settings: createSettingsRepository,
};
