import { PLAN_CATALOG, PLAN_IDS } from '@clientdock/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type ComparisonValue, planComparison } from '../content/plan-comparison';
import { visuallyHidden } from './marketing-section';

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle', color: 'primary.main' }}>
        <CheckRounded fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Included
        </Box>
      </Box>
    );
  }
  if (value === false) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle', color: 'text.secondary' }}>
        <RemoveRounded fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Not included
        </Box>
      </Box>
    );
  }
  return <>{value}</>;
}

export function PlanComparisonTable() {
  const rows = planComparison();
  return (
    <Card>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Plan comparison, scrolls sideways"
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Table sx={{ minWidth: 560 }}>
          <caption style={visuallyHidden}>What each plan includes</caption>
          <TableHead>
            <TableRow>
              <TableCell component="td" sx={{ width: '40%' }} />
              {PLAN_IDS.map((id) => (
                <TableCell key={id} scope="col" align="center" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                  {PLAN_CATALOG[id].name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label} sx={{ '&:last-of-type td, &:last-of-type th': { borderBottom: 0 } }}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {row.label}
                </TableCell>
                {PLAN_IDS.map((id) => (
                  <TableCell key={id} align="center">
                    <Cell value={row.values[id]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}
