// What other modules use of uploads; inside the module, files import one another directly.
export { storageUsage } from './storage-quota';
export { createTusEndpoint, rawRequestOf, type TusRequest, tusRoutes } from './tus-endpoint';
export { TusHttpError, toTusError } from './tus-errors';
export { cleanFilename, UPLOADS_PATH } from './tus-server';
