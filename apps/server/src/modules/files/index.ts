// What other modules use of files; inside the module, files import one another directly.
export { storeUpload, type UploadedBytes } from './file-processing';
export type { PortalFileRecord } from './files.repository';
export { listFileResponses } from './files.service';
