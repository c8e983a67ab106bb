import { createCustomDomainsRepository } from './custom-domains.repository';

/** The custom-domains module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  customDomains: createCustomDomainsRepository,
};
