import type { FilePopularity } from '@clientdock/shared';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';
import { type Column, SortableTable } from './sortable-table';

type Key = 'name' | 'downloads';

const COLUMNS: ReadonlyArray<Column<FilePopularity, Key>> = [
  {
    key: 'name',
    label: 'File',
    render: (row) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {row.portalName}
        </Typography>
      </>
    ),
  },
  { key: 'downloads', label: 'Downloads', align: 'right', render: (row) => formatNumber(row.downloads) },
];

const sortValue = (row: FilePopularity, key: Key) => row[key];
const firstDirection = (key: Key) => (key === 'downloads' ? 'desc' : 'asc');

export function FilePopularityTable({ files }: { files: FilePopularity[] }) {
  return (
    <SortableTable
      label="Top files"
      rows={files}
      columns={COLUMNS}
      rowKey={(row) => `${row.portalId}:${row.fileId}`}
      initialSort={{ key: 'downloads', direction: 'desc' }}
      sortValue={sortValue}
      firstDirection={firstDirection}
    />
  );
}
