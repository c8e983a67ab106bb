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
import { hiddenWithoutPrices, useSiteOffer } from '@/lib/site-offer';
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
  const { showPrices } = useSiteOffer();
  const rows = planComparison().filter((row) => showPrices || row.label !== 'Price');
  return (
    <Card>
      <Box
        tabIndex={0}
        role="region"
        aria-label="Plan comparison"
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Table
          sx={{
            tableLayout: 'fixed',
            // On a phone all three plans fit side by side: narrower cells, smaller type.
            '& th, & td': { px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
            '& thead th': { fontWeight: 700, fontSize: { xs: '0.9375rem', sm: '1rem' } },
          }}
        >
          <caption style={visuallyHidden}>What each plan includes</caption>
          <TableHead>
            <TableRow>
              <TableCell component="td" sx={{ width: { xs: '34%', sm: '40%' } }} />
              {PLAN_IDS.map((id) => (
                <TableCell key={id} scope="col" align="center">
                  {PLAN_CATALOG[id].name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.label}
                sx={{
                  '&:last-of-type td, &:last-of-type th': { borderBottom: 0 },
                  ...(row.label === 'Price' ? hiddenWithoutPrices : {}),
                }}
              >
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
