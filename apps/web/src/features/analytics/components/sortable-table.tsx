import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type ReactNode, useState } from 'react';
import { type SortDirection, type SortState, useSort } from '../lib/sorting';

export interface Column<T, K extends string> {
  key: K;
  label: string;
  align?: 'left' | 'right';
  render: (row: T) => ReactNode;
  /** Hidden below the sm breakpoint to keep a phone's table readable. */
  hideOnPhone?: boolean;
}

interface SortableTableProps<T, K extends string> {
  label: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T, K>>;
  rowKey: (row: T) => string;
  initialSort: SortState<K>;
  sortValue: (row: T, key: K) => string | number | null | undefined;
  /** Text columns start ascending, numbers descending. */
  firstDirection?: (key: K) => SortDirection;
  /** Rows shown before "Show all"; all when unset. */
  pageSize?: number;
  /** What the rows are, for the "Show all 42 clients" button. */
  noun?: string;
}

/** A table whose column headers sort it; the header says which way for screen readers. */
export function SortableTable<T, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  initialSort,
  sortValue,
  firstDirection,
  pageSize,
  noun = 'rows',
}: SortableTableProps<T, K>) {
  const { sorted, sort, sortBy } = useSort(rows, initialSort, sortValue, firstDirection);
  const [showAll, setShowAll] = useState(false);
  const isCut = pageSize !== undefined && !showAll && sorted.length > pageSize;
  const shown = isCut ? sorted.slice(0, pageSize) : sorted;
  const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={label}
          sx={{
            '& td, & th': { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } },
            '& td:first-of-type, & th:first-of-type': { pl: { xs: 2, sm: 3 } },
            '& td:last-of-type, & th:last-of-type': { pr: { xs: 2, sm: 3 } },
            // The first column (a name) wraps and takes the room the figures leave; a phone hides idle sort arrows.
            '& td:first-of-type': { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 120 },
            '& th:first-of-type': { width: { xs: '100%', sm: 'auto' } },
            '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': {
              display: { xs: 'none', sm: 'inline-block' },
            },
          }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'left'}
                  sortDirection={sort.key === column.key ? sort.direction : false}
                  sx={{
                    fontWeight: 600,
                    ...(column.hideOnPhone ? phoneHidden : {}),
                  }}
                >
                  <TableSortLabel
                    active={sort.key === column.key}
                    direction={sort.key === column.key ? sort.direction : (firstDirection?.(column.key) ?? 'desc')}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={rowKey(row)} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.key}
                    align={column.align ?? 'left'}
                    sx={{
                      ...(index === 0 ? { maxWidth: 320 } : {}),
                      ...(column.hideOnPhone ? phoneHidden : {}),
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pageSize !== undefined && sorted.length > pageSize && (
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1 }}>
          <Button size="small" onClick={() => setShowAll((value) => !value)} sx={{ ml: -0.75 }}>
            {showAll ? 'Show fewer' : `Show all ${sorted.length} ${noun}`}
          </Button>
        </Box>
      )}
    </>
  );
}
