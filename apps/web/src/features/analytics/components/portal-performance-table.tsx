import type { PortalPerformance, PortalStatus } from '@clientdock/shared';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '@/lib/format';
import { formatPerView, perView } from '../lib/format';

// Engagement (comments over views) reads as a ratio too: a percent of it passes 100 with a talkative client.
const commentsPerView = (row: PortalPerformance) => perView(row.comments, row.views);

import { type Column, SortableTable } from './sortable-table';

type Key = 'name' | 'status' | 'views' | 'downloads' | 'comments' | 'downloadsPerView' | 'engagement';

const STATUS_COLOR: Record<PortalStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  draft: 'default',
  archived: 'default',
  expired: 'warning',
};
const STATUS_LABEL: Record<PortalStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
  expired: 'Expired',
};

const number = (key: 'views' | 'downloads' | 'comments', hideOnPhone = false): Column<PortalPerformance, Key> => ({
  key,
  label: key[0]!.toUpperCase() + key.slice(1),
  align: 'right',
  hideOnPhone,
  render: (row) => formatNumber(row[key]),
});

const COLUMNS: ReadonlyArray<Column<PortalPerformance, Key>> = [
  {
    key: 'name',
    label: 'Portal',
    render: (row) => (
      <Link
        component={RouterLink}
        to={`/dashboard/edit/${encodeURIComponent(row.portalId)}?tab=analytics`}
        underline="hover"
      >
        {row.name}
      </Link>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    hideOnPhone: true,
    render: (row) => (
      <Chip size="small" variant="outlined" color={STATUS_COLOR[row.status]} label={STATUS_LABEL[row.status]} />
    ),
  },
  number('views'),
  number('downloads', true),
  number('comments', true),
  {
    key: 'downloadsPerView',
    label: 'Downloads per view',
    align: 'right',
    render: (row) => formatPerView(perView(row.downloads, row.views)),
  },
  {
    key: 'engagement',
    label: 'Engagement',
    align: 'right',
    hideOnPhone: true,
    render: (row) => formatPerView(commentsPerView(row)),
  },
];

const sortValue = (row: PortalPerformance, key: Key) =>
  key === 'downloadsPerView'
    ? perView(row.downloads, row.views)
    : key === 'engagement'
      ? commentsPerView(row)
      : row[key];
const firstDirection = (key: Key) => (key === 'name' || key === 'status' ? 'asc' : 'desc');

/** Every portal with its figures for the period; engagement is comments per view. */
export function PortalPerformanceTable({ portals }: { portals: PortalPerformance[] }) {
  return (
    <SortableTable
      label="Portal performance"
      rows={portals}
      columns={COLUMNS}
      rowKey={(row) => row.portalId}
      initialSort={{ key: 'views', direction: 'desc' }}
      sortValue={sortValue}
      firstDirection={firstDirection}
    />
  );
}
