import { type AccessSubject, hasFeature, type PlanFeature } from '@clientdock/shared';
import { Forbidden } from './errors';

/** Refuses with 403 PLAN_REQUIRED when the person's plan (or role in a team) does not include the feature. */
export function assertFeature(subject: AccessSubject, feature: PlanFeature, message: string): void {
  if (!hasFeature(subject, feature)) throw new Forbidden(message, 'PLAN_REQUIRED');
}
