import TablePagination from '@mui/material/TablePagination';

interface ListPaginationProps {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** The list's address update (useListParams): a new size starts again from the first page. */
  onChange: (patch: { page: number; pageSize?: number }) => void;
}

/** The foot of a back-office list: which page, and how many rows a page holds. */
export function ListPagination({ total, page, pageSize, pageSizes, onChange }: ListPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : page - 1}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value), page: 1 })}
      labelRowsPerPage="Per page"
      sx={{ borderTop: 1, borderColor: 'divider' }}
    />
  );
}
