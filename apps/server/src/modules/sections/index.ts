// What other modules use of sections; inside the module, files import one another directly.
export { prepareSections, withoutFile } from './portal-sections';
