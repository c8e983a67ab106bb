// What other modules use of custom-domains; inside the module, files import one another directly.
export { registerDomain } from './custom-domains.service';
