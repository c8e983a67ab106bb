// What other modules use of billing; inside the module, files import one another directly.
export { changePlan } from './billing.service';
export { endExpiredGrace } from './stripe-events.service';
