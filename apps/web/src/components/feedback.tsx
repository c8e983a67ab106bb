import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useContext } from 'react';
import { useNotice } from '@/lib/use-notice';

type Notify = (message: string, severity?: AlertColor) => void;

const FeedbackContext = createContext<Notify | null>(null);

/** A snackbar and the function that shows a message in it (one at a time, see useNotice). */
export function useNoticeSnackbar(): { notify: Notify; snackbar: ReactNode } {
  const { notice, notify, dismiss } = useNotice<AlertColor>('success');
  const snackbar = (
    <Snackbar
      key={notice?.key}
      open={Boolean(notice)}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && notice && dismiss(notice.key)}
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
