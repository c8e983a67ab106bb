import { createAccessAttemptsRepository } from './access-attempts.repository';
import { createApprovalsRepository } from './approvals.repository';
import { createCommentsRepository } from './comments.repository';
import { createEmailCodesRepository } from './email-codes.repository';
import { createEventsRepository } from './events.repository';
import { createFormResponsesRepository } from './form-responses.repository';
import { createRateWindowsRepository } from './rate-windows.repository';
import { createVisitorsRepository } from './visitors.repository';

/** The public-portal module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  visitors: createVisitorsRepository,
  accessAttempts: createAccessAttemptsRepository,
  rateWindows: createRateWindowsRepository,
  emailCodes: createEmailCodesRepository,
  comments: createCommentsRepository,
  approvals: createApprovalsRepository,
  formResponses: createFormResponsesRepository,
  events: createEventsRepository,
};
