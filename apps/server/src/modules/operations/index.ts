// What other modules use of operations; inside the module, files import one another directly.
export { runDoctor } from './doctor';
