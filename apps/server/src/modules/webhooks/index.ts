// What other modules use of webhooks; inside the module, files import one another directly.
export { deliverDueWebhooks, startWebhooks } from './webhook-events';
export { webhooksRoutes } from './webhooks.routes';
