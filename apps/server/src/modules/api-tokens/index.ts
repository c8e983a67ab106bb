// What other modules use of api-tokens; inside the module, files import one another directly.
export { apiTokensRoutes } from './api-tokens.routes';
