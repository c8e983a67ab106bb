import { type AccountStatus, type AdminCreator, PLAN_CATALOG, type PlanId, USER_TYPE_LABELS } from '@clientdock/shared';

export const planLabel = (plan: PlanId) => PLAN_CATALOG[plan].name;

/** Who the account is, in one phrase: "Super admin", "Team editor", "Creator". */
export function roleLabel(account: Pick<AdminCreator, 'userType' | 'adminLevel' | 'teamRole'>): string {
  if (account.userType === 'admin') return account.adminLevel === 'super' ? 'Super admin' : 'Admin';
  if (account.userType === 'team_member' && account.teamRole) {
    return `Team ${account.teamRole}`;
  }
  return USER_TYPE_LABELS[account.userType];
}

export const STATUS_COLORS: Record<AccountStatus, 'success' | 'warning' | 'error'> = {
  active: 'success',
  pending: 'warning',
  suspended: 'error',
};
