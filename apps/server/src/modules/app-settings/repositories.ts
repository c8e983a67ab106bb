import { createAppSettingsRepository } from './app-settings.repository';

/** The app-settings module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  appSettings: createAppSettingsRepository,
};
