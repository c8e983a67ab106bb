// What other modules use of audit; inside the module, files import one another directly.
export { createAuditRepository } from './audit.repository';
