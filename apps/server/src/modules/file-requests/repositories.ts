import { createRequestRemindersRepository } from './request-reminders.repository';
import { createRequestUploadsRepository } from './request-uploads.repository';

/** The file-requests module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  requestUploads: createRequestUploadsRepository,
  requestReminders: createRequestRemindersRepository,
};
