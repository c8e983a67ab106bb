import { isAPIError } from 'better-auth/api';
import { AppError } from '../../lib/errors';

/**
 * Calls the organization plugin, turning its refusals into the API's error shape. ClientDock checks its own
 * rules first, with its own messages; what is left here is a race (two admins at once) or a plugin rule.
 */
export async function callTeamAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAPIError(error)) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      throw new AppError(status, body.code ?? 'TEAM_ERROR', body.message ?? 'The team change could not be made.');
    }
    throw error;
  }
}
