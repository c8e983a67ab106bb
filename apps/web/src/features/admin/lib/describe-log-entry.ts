import { PLAN_CATALOG, type PlanId, SECURITY_ACTION_LABELS, type SecurityLogEntry } from '@clientdock/shared';

type Details = Record<string, unknown>;

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : 'none';
  if (typeof value === 'string' && value in PLAN_CATALOG) return PLAN_CATALOG[value as PlanId].name;
  return String(value);
};

function changesOf(details: Details): string {
  const changes = (details.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
  return Object.entries(changes)
    .map(([field, { from, to }]) => `${field}: ${text(from)} → ${text(to)}`)
    .join('; ');
}

export function actionLabel(action: string): string {
  return SECURITY_ACTION_LABELS[action] ?? action;
}

/** Who did it, as a person reads it: an email, the command line, or an anonymous visitor. */
export function actorLabel(entry: SecurityLogEntry): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.details.via === 'command-line') return 'Command line';
  if (entry.action.startsWith('portal.')) return 'Portal visitor';
  if (entry.action === 'custom_domain.status_changed') return 'Scheduled DNS check';
  return entry.actorId ?? 'Unknown';
}

/** What it was done to; nothing when that is the actor themselves, a route, or the platform's settings. */
export function targetLabel(entry: SecurityLogEntry): string | null {
  if (entry.targetEmail) return entry.targetEmail === entry.actorEmail ? null : entry.targetEmail;
  if (!entry.targetId || entry.targetType === 'route' || entry.targetType === 'platform') return null;
  if (entry.targetType === 'user' && entry.targetId === entry.actorId) return null;
  return entry.targetType ? `${entry.targetType.replace('_', ' ')} ${entry.targetId}` : entry.targetId;
}

/** One line on what happened beyond the action's name. */
export function describeDetails(entry: SecurityLogEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'plan.changed':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'user.approved':
    case 'user.reactivated':
    case 'user.status_changed':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'user.suspended':
      return `${text(d.from)} → suspended; ${Number(d.sessionsEnded ?? 0)} session(s) ended`;
    case 'user.role_changed':
    case 'platform.settings_changed':
      return changesOf(d);
    case 'admin.access_denied':
      return `${entry.targetId ?? ''}`.trim();
    case 'admin.permission_denied':
      return `needs ${text(d.permission)} for ${entry.targetId ?? ''}`.trim();
    case 'portal.pin_lockout':
    case 'portal.code_lockout':
      return `${text(d.failures)} failed attempts on portal ${text(d.portalId)}`;
    case 'custom_domain.status_changed':
      return `${text(d.domain)}: ${text(d.from)} → ${text(d.to)}${d.error ? ` (${text(d.error)})` : ''}`;
    case 'auth.sign_in_failed':
    case 'auth.rate_limited':
      return `answered ${text(d.status)}`;
    case 'team.member.role_changed':
      return d.from || d.to ? `${text(d.from)} → ${text(d.to)}` : '';
    default:
      return '';
  }
}
