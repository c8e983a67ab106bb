import {
  rangeEnd,
  rangeStart,
  SECURITY_ACTION_LABELS,
  SECURITY_LOG_ACTIONS,
  SECURITY_LOG_EXPORT_LIMIT,
  type SecurityLogEntry,
  type SecurityLogList,
  securityLogKindOf,
  type securityLogQuerySchema,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { toCsv } from '../../lib/csv';
import type { SecurityLogFilters, SecurityLogRow } from './security-logs.repository';

type Query = z.output<typeof securityLogQuerySchema>;

function toFilters(query: Query): SecurityLogFilters {
  return {
    actions: query.kind ? SECURITY_LOG_ACTIONS[query.kind] : undefined,
    q: query.q || undefined,
    from: query.from ? rangeStart(query.from) : undefined,
    to: query.to ? rangeEnd(query.to) : undefined,
  };
}

function describe(row: SecurityLogRow): SecurityLogEntry {
  return { ...row, kind: securityLogKindOf(row.action) };
}

export async function listSecurityLogs(ctx: AppContext, query: Query): Promise<SecurityLogList> {
  const filters = toFilters(query);
  const [rows, total] = await Promise.all([
    ctx.repos.securityLogs.search(filters, query.pageSize, (query.page - 1) * query.pageSize),
    ctx.repos.securityLogs.count(filters),
  ]);
  return { entries: rows.map(describe), page: query.page, pageSize: query.pageSize, total };
}

export const SECURITY_LOG_CSV_HEADER = [
  'Time (UTC)',
  'Event',
  'Action',
  'Actor email',
  'Actor ID',
  'Target type',
  'Target',
  'Target email',
  'IP address',
  'User agent',
  'Details',
];

/** The filtered log as CSV, newest first, up to SECURITY_LOG_EXPORT_LIMIT rows. */
export async function exportSecurityLogsCsv(ctx: AppContext, query: Query): Promise<string> {
  const rows = await ctx.repos.securityLogs.search(toFilters(query), SECURITY_LOG_EXPORT_LIMIT, 0);
  return toCsv([
    SECURITY_LOG_CSV_HEADER,
    ...rows.map((row) => [
      row.at,
      SECURITY_ACTION_LABELS[row.action] ?? row.action,
      row.action,
      row.actorEmail,
      row.actorId,
      row.targetType,
      row.targetId,
      row.targetEmail,
      row.ip,
      row.userAgent,
      Object.keys(row.details).length > 0 ? JSON.stringify(row.details) : '',
    ]),
  ]);
}
