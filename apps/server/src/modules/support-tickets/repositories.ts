import { createSupportTicketsRepository } from './support-tickets.repository';

/** The support-tickets module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  supportTickets: createSupportTicketsRepository,
};
