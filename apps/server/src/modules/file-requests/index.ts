// What other modules use of file-requests; inside the module, files import one another directly.

export { publicRequestsRoutes } from './public-requests.routes';
export { cleanupAbandonedRequestUploads } from './request-cleanup';
export { sendDueDateReminders } from './request-due-reminders';
export { requestsRoutes } from './requests.routes';
