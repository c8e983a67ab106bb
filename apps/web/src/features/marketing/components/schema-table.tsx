import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describeType, type JsonSchema, type OpenApiDocument, schemaRows } from '../lib/openapi';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' } as const;

/** The fields of a JSON body as a table; a body that is not an object is shown as its type. */
export function SchemaTable({ doc, schema, label }: { doc: OpenApiDocument; schema: JsonSchema; label: string }) {
  const rows = schemaRows(doc, schema);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" sx={mono}>
        {describeType(doc, schema)}
      </Typography>
    );
  }
  return (
    <Box tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Field</TableCell>
            <TableCell scope="col">Type</TableCell>
            <TableCell scope="col">Notes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: nested fields repeat names; their order is stable.
            <TableRow key={`${row.name}-${index}`}>
              <TableCell component="th" scope="row" sx={{ ...mono, pl: 2 + row.depth * 2, whiteSpace: 'nowrap' }}>
                {row.depth > 0 && '↳ '}
                {row.name}
                {row.required && (
                  <Box component="span" sx={{ color: 'error.main', ml: 0.5 }} title="required">
                    *
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ ...mono, color: 'text.secondary' }}>{row.type}</TableCell>
              <TableCell sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {row.required ? 'Required. ' : ''}
                {row.notes}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
