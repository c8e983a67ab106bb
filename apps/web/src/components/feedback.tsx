import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

type Notify = (message: string, severity?: AlertColor) => void;

const FeedbackContext = createContext<Notify | null>(null);

/** One snackbar for a screen: every mutation says how it went, errors in the server's own words. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setNotice({ key: Date.now(), message, severity });
  }, []);
  const value = useMemo(() => notify, [notify]);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setNotice(null);
  };
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.key}
        open={Boolean(notice)}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert onClose={close} severity={notice.severity} variant="filled" sx={{ width: '100%' }}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </FeedbackContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(FeedbackContext);
  if (!notify) throw new Error('useNotify needs a FeedbackProvider above it');
  return notify;
}
