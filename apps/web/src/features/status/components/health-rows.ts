import type { Health } from '@clientdock/shared';
import { formatDuration } from '@/lib/format';

export interface HealthRow {
  label: string;
  isOk: boolean;
  detail: string;
}

const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export function toHealthRows(health: Health): HealthRow[] {
  return [
    {
      label: 'Application',
      isOk: health.status === 'ok',
      detail: `Version ${health.version}, up ${formatDuration(health.uptimeSeconds)}`,
    },
    {
      label: 'Database',
      isOk: health.db.status === 'ok',
      detail: DIALECT_NAMES[health.db.dialect] ?? health.db.dialect,
    },
    { label: 'File storage', isOk: health.storage.status === 'ok', detail: health.storage.driver },
    {
      label: 'Email',
      isOk: true,
      detail: health.mail.transport === 'smtp' ? 'Sent through SMTP' : 'Kept in the outbox (no SMTP server configured)',
    },
  ];
}
