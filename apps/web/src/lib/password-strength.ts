import type { ZxcvbnResult } from '@zxcvbn-ts/core';

export interface PasswordStrength {
  /** 0 (very weak) to 4 (very strong), zxcvbn's score. */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

type Checker = (password: string, userInputs: string[]) => ZxcvbnResult;
let checker: Promise<Checker> | undefined;

/** zxcvbn-ts and its dictionaries (about 1 MB) load on first use, never with the first page. */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, en]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}

export async function measurePassword(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const result = (await loadChecker())(password, userInputs);
  return {
    score: result.score,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}
