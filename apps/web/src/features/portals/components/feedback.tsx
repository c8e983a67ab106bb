// The app-wide snackbar, re-exported where the portal screens have always found it.
export { FeedbackProvider, useNotify } from '@/components/feedback';
