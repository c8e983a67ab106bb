// What other modules use of reading; inside the module, files import one another directly.

export { readingRoutes } from './reading.routes';
