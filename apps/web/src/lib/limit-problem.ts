import { ApiError, errorMessage } from './api-client';

export interface LimitProblem {
  message: string;
  /** The plan stopped it: the way forward is another plan, not another try. */
  isLimit: boolean;
}

export function limitProblem(error: unknown, limitCodes: readonly string[] = ['LIMIT_REACHED']): LimitProblem {
  return {
    message: errorMessage(error),
    isLimit: error instanceof ApiError && limitCodes.includes(error.code),
  };
}
