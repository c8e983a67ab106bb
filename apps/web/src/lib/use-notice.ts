import { useCallback, useRef, useState } from 'react';

export interface Notice<Severity extends string> {
  key: number;
  message: string;
  severity: Severity;
}

/**
 * The one short notice a screen shows, and how to show and dismiss one. A notice replaces the one shown; the one
 * replaced can no longer dismiss it: its time running out just as the new one arrives must not swallow the new one.
 */
export function useNotice<Severity extends string>(defaultSeverity: Severity) {
  const [notice, setNotice] = useState<Notice<Severity> | null>(null);
  const count = useRef(0);
  const notify = useCallback(
    (message: string, severity: Severity = defaultSeverity) => {
      count.current += 1;
      setNotice({ key: count.current, message, severity });
    },
    [defaultSeverity],
  );
  const dismiss = useCallback((key: number) => {
    setNotice((current) => (current?.key === key ? null : current));
  }, []);
  return { notice, notify, dismiss };
}
