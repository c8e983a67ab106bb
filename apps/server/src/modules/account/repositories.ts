import { createAccountRepository } from './account.repository';

/** The account module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  account: createAccountRepository,
};
