import { createRecipientUpdatesRepository } from './recipient-updates.repository';
import { createRecipientsRepository } from './recipients.repository';

/** The recipients module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  recipients: createRecipientsRepository,
  recipientUpdates: createRecipientUpdatesRepository,
};
