import { useState } from 'react';
import { failureMessage } from './failure-message';
import { useConfirmation } from './use-confirmation';

/**
 * What a settings action tells the person: a confirmation for a while after it worked, or the problem (the
 * server's own words, or the action's message from the spec).
 */
export function useSaveFeedback(confirmationMs?: number) {
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation(confirmationMs);

  const perform = async <T>(run: () => Promise<T>, done: string | ((result: T) => string), failed: string) => {
    setProblem(null);
    confirmation.clear();
    try {
      const result = await run();
      confirmation.show(typeof done === 'function' ? done(result) : done);
    } catch (error) {
      setProblem(failureMessage(error, failed));
    }
  };

  return {
    problem,
    confirmation: confirmation.message,
    perform,
    dismissProblem: () => setProblem(null),
    /** A problem found before anything was sent (a file of the wrong kind). */
    showProblem: (message: string) => {
      confirmation.clear();
      setProblem(message);
    },
  };
}
