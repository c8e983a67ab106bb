// What other modules use of analytics; inside the module, files import one another directly.
export { describeEvent } from './activity-text';
export { bucketOf, bucketStarts, periodWindow } from './period-window';
