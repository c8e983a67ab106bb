import type { AdminCreator } from '@clientdock/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate, formatNumber, getInitials } from '@/lib/format';
import { planLabel, roleLabel } from '../../lib/account-labels';
import { AccountStatusChip } from './account-status-chip';

interface CreatorsListProps {
  creators: AdminCreator[];
  currentUserId: string;
  busyId: string | null;
  onApprove: (creator: AdminCreator) => void;
  onManage: (creator: AdminCreator) => void;
}

function Identity({ creator, isYou }: { creator: AdminCreator; isYou: boolean }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: '0.85rem', bgcolor: 'primary.main' }} aria-hidden>
        {getInitials(creator.name, creator.email[0]?.toUpperCase())}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{creator.name || creator.email}</Typography>
          {isYou && <Chip label="You" size="small" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {creator.email}
        </Typography>
      </Box>
    </Stack>
  );
}

function Actions({
  creator,
  busy,
  onApprove,
  onManage,
}: Omit<CreatorsListProps, 'creators' | 'currentUserId' | 'busyId'> & { creator: AdminCreator; busy: boolean }) {
  const name = creator.name || creator.email;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {creator.status === 'pending' && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onApprove(creator)}
          aria-label={`Approve ${name}`}
        >
          Approve
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        onClick={() => onManage(creator)}
        aria-label={`Manage ${name}`}
      >
        Manage
      </Button>
    </Stack>
  );
}

/** Accounts as a table on wide screens and as a list of cards on a phone. */
export function CreatorsList({ creators, currentUserId, busyId, onApprove, onManage }: CreatorsListProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  if (isPhone) {
    return (
      <Box component="ul" aria-label="Accounts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {creators.map((creator) => (
          <Box
            component="li"
            key={creator.id}
            aria-label={creator.email}
            sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}
          >
            <Identity creator={creator} isYou={creator.id === currentUserId} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <AccountStatusChip status={creator.status} />
              <Chip size="small" variant="outlined" label={planLabel(creator.plan)} />
              <Chip size="small" variant="outlined" label={roleLabel(creator)} />
              <Typography variant="caption" color="text.secondary">
                Joined {formatDate(creator.createdAt)}
              </Typography>
            </Stack>
            <Actions creator={creator} busy={busyId === creator.id} onApprove={onApprove} onManage={onManage} />
          </Box>
        ))}
      </Box>
    );
  }
  const wideOnly = { display: { md: 'none', lg: 'table-cell' } };
  const widestOnly = { display: { md: 'none', xl: 'table-cell' } };
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Accounts"
        sx={{
          '& td, & th': { py: 1.25 },
          '& td:first-of-type, & th:first-of-type': { pl: 3 },
          '& td:last-of-type, & th:last-of-type': { pr: 3 },
        }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell>Account</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right" sx={wideOnly}>
              Portals
            </TableCell>
            <TableCell sx={widestOnly}>Last sign-in</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell align="right" sx={{ position: 'relative' }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {creators.map((creator) => (
            <TableRow key={creator.id} hover aria-label={creator.email} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ minWidth: 240, maxWidth: 340 }}>
                <Identity creator={creator} isYou={creator.id === currentUserId} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{roleLabel(creator)}</TableCell>
              <TableCell>{planLabel(creator.plan)}</TableCell>
              <TableCell>
                <AccountStatusChip status={creator.status} />
              </TableCell>
              <TableCell align="right" sx={{ ...wideOnly, fontVariantNumeric: 'tabular-nums' }}>
                {formatNumber(creator.portals)}
              </TableCell>
              <TableCell sx={{ ...widestOnly, whiteSpace: 'nowrap' }}>
                {creator.lastLogin ? formatDate(creator.lastLogin) : 'Never'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(creator.createdAt)}</TableCell>
              <TableCell align="right">
                <Actions creator={creator} busy={busyId === creator.id} onApprove={onApprove} onManage={onManage} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
