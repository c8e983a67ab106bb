// What other modules use of recipients; inside the module, files import one another directly.
export { subscribeRecipientProgress } from './recipient-progress';
export { sendRecipientReminders } from './recipient-reminders';
export { recipientsRoutes } from './recipients.routes';
