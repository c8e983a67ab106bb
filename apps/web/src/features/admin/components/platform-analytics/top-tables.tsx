import type { PlatformAnalytics } from '@clientdock/shared';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';

const PLAN_LABELS = { free: 'Free', pro: 'Pro', agency: 'Agency' } as const;
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
      {text}
    </Typography>
  );
}

export function TopCreatorsTable({ creators }: { creators: PlatformAnalytics['topCreators'] }) {
  if (creators.length === 0) return <Empty text="No creator’s portals had visitors in this period." />;
  return (
    <Table size="small" aria-label="Top creators">
      <TableHead>
        <TableRow>
          <TableCell>Creator</TableCell>
          <TableCell align="right">Views</TableCell>
          <TableCell align="right">Downloads</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {creators.map((creator) => (
          <TableRow key={creator.id}>
            <TableCell sx={{ maxWidth: 280 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {creator.name || creator.email}{' '}
                <Chip size="small" variant="outlined" label={PLAN_LABELS[creator.plan]} sx={{ ml: 0.5 }} />
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {creator.email} · {creator.portals} {creator.portals === 1 ? 'portal' : 'portals'}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {formatNumber(creator.views)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {formatNumber(creator.downloads)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TopPortalsTable({ portals }: { portals: PlatformAnalytics['topPortals'] }) {
  if (portals.length === 0) return <Empty text="No portal had visitors in this period." />;
  return (
    <Table size="small" aria-label="Top portals">
      <TableHead>
        <TableRow>
          <TableCell>Portal</TableCell>
          <TableCell align="right">Views</TableCell>
          <TableCell align="right">Downloads</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {portals.map((portal) => (
          <TableRow key={portal.id}>
            <TableCell sx={{ maxWidth: 280 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {portal.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                by {portal.ownerName} · {portal.status}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {formatNumber(portal.views)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {formatNumber(portal.downloads)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
