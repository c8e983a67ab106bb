// What other modules use of notifications; inside the module, files import one another directly.
export { editorLink } from './client-activity-notifier';
export { announce, notifyUser } from './notification-delivery';
export { readNotificationPreferences } from './notification-preferences';
export { getVapidKeys } from './push-keys';
export { sendSecurityAlert } from './security-alerts';
export { announceSessionsEnded } from './sessions-ended';
export { createUnsubscribeToken } from './unsubscribe-token';
