import { SECURITY_LOG_KIND_LABELS, type SecurityLogEntry, type SecurityLogKind } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs from 'dayjs';
import { formatDate, formatDateTime } from '@/lib/format';
import { actionLabel, actorLabel, describeDetails, targetLabel } from '../../lib/describe-log-entry';

const formatTime = (value: string) => dayjs(value).format('h:mm:ss A');

const KIND_COLORS: Record<SecurityLogKind, 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary'> = {
  sign_in: 'success',
  sign_in_failed: 'warning',
  lockout: 'error',
  permission_denied: 'error',
  account_change: 'primary',
  domain_change: 'info',
  settings_change: 'default',
};

function EventChip({ entry }: { entry: SecurityLogEntry }) {
  const chip = (
    <Chip
      size="small"
      label={actionLabel(entry.action)}
      color={entry.kind ? KIND_COLORS[entry.kind] : 'default'}
      variant={entry.kind === 'lockout' || entry.kind === 'permission_denied' ? 'filled' : 'outlined'}
    />
  );
  return entry.kind ? <Tooltip title={SECURITY_LOG_KIND_LABELS[entry.kind]}>{chip}</Tooltip> : chip;
}

/** The log as a table on wide screens, as a list of entries on a phone. */
export function SecurityLogList({ entries }: { entries: SecurityLogEntry[] }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  if (isPhone) {
    return (
      <Box component="ul" aria-label="Security log" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => {
          const target = targetLabel(entry);
          const detail = describeDetails(entry);
          return (
            <Box component="li" key={entry.id} sx={{ px: 2, py: 1.75, borderTop: 1, borderColor: 'divider' }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.75 }}
              >
                <EventChip entry={entry} />
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.at)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {actorLabel(entry)}
                {target ? ` on ${target}` : ''}
              </Typography>
              {detail && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {detail}
                </Typography>
              )}
              {entry.ip && (
                <Typography variant="caption" color="text.secondary">
                  IP {entry.ip}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Security log"
        sx={{
          '& td, & th': { py: 1.25, verticalAlign: 'top' },
          '& td:first-of-type, & th:first-of-type': { pl: 3 },
          '& td:last-of-type, & th:last-of-type': { pr: 3 },
        }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell>Time</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', width: 110 }}>
                {formatDate(entry.at)}
                <Typography variant="body2" color="text.secondary">
                  {formatTime(entry.at)}
                </Typography>
              </TableCell>
              <TableCell sx={{ width: '1%' }}>
                <EventChip entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 220 }}>
                {actorLabel(entry)}
                {targetLabel(entry) && (
                  <Typography variant="body2" color="text.secondary">
                    on {targetLabel(entry)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>
                {describeDetails(entry) || (entry.ip ? '' : '—')}
                {entry.ip && (
                  <Typography variant="body2" color="text.secondary">
                    IP {entry.ip}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
