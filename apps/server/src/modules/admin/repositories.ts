import { createAdminCreatorsRepository } from './admin-creators.repository';
import { createAdminDashboardRepository } from './admin-dashboard.repository';
import { createAdminDebugRepository } from './admin-debug.repository';
import { createSecurityLogsRepository } from './security-logs.repository';

/** The admin module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  adminCreators: createAdminCreatorsRepository,
  securityLogs: createSecurityLogsRepository,
  adminDashboard: createAdminDashboardRepository,
  adminDebug: createAdminDebugRepository,
};
