// What other modules use of uploads; inside the module, files import one another directly.
export { storageUsage } from './storage-quota';
export { UPLOADS_PATH } from './tus-server';
