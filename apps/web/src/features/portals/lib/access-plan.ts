import { type AccessSubject, type AccessType, hasFeature } from '@clientdock/shared';

/**
 * The access types this person cannot choose: PIN and email code without the Pro plan, except the one a portal
 * already has (a downgraded account's protected portal keeps its mode).
 */
export function lockedAccessTypes(me: AccessSubject, current?: AccessType): AccessType[] {
  if (hasFeature(me, 'protectedAccess')) return [];
  return (['pin', 'email'] as const).filter((type) => type !== current);
}
