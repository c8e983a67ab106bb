import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

type Notify = (message: string, severity?: AlertColor) => void;

const FeedbackContext = createContext<Notify | null>(null);

/**
 * A snackbar and the function that shows a message in it. A message replaces the one shown; the one replaced can
 * no longer close it: its time running out just as the new one arrives must not swallow the new one.
 */
export function useNoticeSnackbar(): { notify: Notify; snackbar: ReactNode } {
  const [notice, setNotice] = useState<Notice | null>(null);
  const counter = useRef(0);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    counter.current += 1;
    setNotice({ key: counter.current, message, severity });
  }, []);
  const dismiss = (key: number | undefined) => setNotice((current) => (current?.key === key ? null : current));
  const snackbar = (
    <Snackbar
      key={notice?.key}
      open={Boolean(notice)}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss(notice?.key)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert onClose={() => dismiss(notice.key)} severity={notice.severity} variant="filled" sx={{ width: '100%' }}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { notify, snackbar };
}

/** One snackbar for a screen: every mutation says how it went, errors in the server's own words. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { notify, snackbar } = useNoticeSnackbar();
  return (
    <FeedbackContext.Provider value={notify}>
      {children}
      {snackbar}
    </FeedbackContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(FeedbackContext);
  if (!notify) throw new Error('useNotify needs a FeedbackProvider above it');
  return notify;
}
