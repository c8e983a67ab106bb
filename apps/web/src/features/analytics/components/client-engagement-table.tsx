import type { ClientEngagement } from '@clientdock/shared';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { timeAgo } from '../lib/format';
import { type Column, SortableTable } from './sortable-table';

type Key = 'client' | 'portals' | 'views' | 'downloads' | 'comments' | 'approvals' | 'lastSeenAt';

export function clientLabel(client: ClientEngagement): string {
  return client.name || client.email || 'Anonymous visitor';
}

const count = (
  key: 'portals' | 'views' | 'downloads' | 'comments' | 'approvals',
  label: string,
  hideOnPhone = false,
) => ({
  key,
  label,
  align: 'right' as const,
  hideOnPhone,
  render: (row: ClientEngagement) => formatNumber(row[key]),
});

const COLUMNS: ReadonlyArray<Column<ClientEngagement, Key>> = [
  {
    key: 'client',
    label: 'Client',
    render: (row) => (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {clientLabel(row)}
          </Typography>
          {row.verified && <Verified titleAccess="Verified email" sx={{ fontSize: 16, color: 'success.main' }} />}
        </Box>
        {row.email && row.name && (
          <Typography variant="caption" color="text.secondary" component="div">
            {row.email}
          </Typography>
        )}
      </Box>
    ),
  },
  count('portals', 'Portals', true),
  count('views', 'Views'),
  count('downloads', 'Downloads', true),
  count('comments', 'Comments', true),
  count('approvals', 'Approvals', true),
  { key: 'lastSeenAt', label: 'Last seen', align: 'right', render: (row) => timeAgo(row.lastSeenAt) },
];

const sortValue = (row: ClientEngagement, key: Key) => (key === 'client' ? clientLabel(row) : row[key]);
const firstDirection = (key: Key) => (key === 'client' ? 'asc' : 'desc');

/** Each client's activity: a verified address is one person across portals, anyone else one browser. */
export function ClientEngagementTable({ clients }: { clients: ClientEngagement[] }) {
  return (
    <SortableTable
      label="Client engagement"
      rows={clients}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      initialSort={{ key: 'views', direction: 'desc' }}
      sortValue={sortValue}
      firstDirection={firstDirection}
      pageSize={10}
      noun="clients"
    />
  );
}
