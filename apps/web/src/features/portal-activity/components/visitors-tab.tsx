import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Verified from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useVisitors } from '../api/activity-queries';
import { ActivityEmpty, ActivityError } from './activity-empty';

export function VisitorsTab({ portalId }: { portalId: string }) {
  const visitors = useVisitors(portalId);
  if (visitors.isPending) return <Skeleton variant="rounded" height={200} sx={{ borderRadius: 3 }} />;
  if (visitors.isError) return <ActivityError message={errorMessage(visitors.error)} />;
  if (visitors.data.length === 0) {
    return (
      <ActivityEmpty
        icon={<PeopleOutline />}
        title="No visitors yet"
        description="Share the portal link with your client. Each browser that opens it is listed here with its views and downloads."
      />
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table size="small" aria-label="Visitors">
        <TableHead>
          <TableRow>
            <TableCell>Visitor</TableCell>
            <TableCell>First seen</TableCell>
            <TableCell>Last seen</TableCell>
            <TableCell align="right">Views</TableCell>
            <TableCell align="right">Downloads</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visitors.data.map((visitor) => (
            <TableRow key={visitor.id}>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {visitor.name || 'Anonymous visitor'}
                  {visitor.verified && (
                    <Verified titleAccess="Verified email" sx={{ fontSize: 16, color: 'success.main' }} />
                  )}
                </Box>
                {visitor.email && (
                  <Typography variant="caption" color="text.secondary">
                    {visitor.email}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(visitor.firstSeenAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(visitor.lastSeenAt)}</TableCell>
              <TableCell align="right">{formatNumber(visitor.views)}</TableCell>
              <TableCell align="right">{formatNumber(visitor.downloads)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
