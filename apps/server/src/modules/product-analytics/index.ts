// What other modules use of product analytics; inside the module, files import one another directly.

export { productAnalyticsRoutes } from './product-analytics.routes';
export { recordProductEvent, subscribeProductEvents } from './product-analytics.service';
