import { createApiTokensRepository } from './api-tokens.repository';

/** The api-tokens module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  apiTokens: createApiTokensRepository,
};
