import { createWebhooksRepository } from './webhooks.repository';

/** The webhooks module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  webhooks: createWebhooksRepository,
};
