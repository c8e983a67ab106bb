import type { SupportTicket } from '@clientdock/shared';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { TICKET_STATUS_COLORS, TICKET_STATUS_LABELS, ticketTitle } from '../../lib/ticket-status';

const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Tickets newest first: who wrote, about what, and where each one stands. The subject opens the thread. */
export function TicketsTable({ tickets }: { tickets: SupportTicket[] }) {
  const [params] = useSearchParams();
  // The open list (its status filter) stays in the address beside the ticket.
  const withTicket = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('ticket', id);
    return `?${next}`;
  };
  return (
    <Table aria-label="Support tickets">
      <TableHead>
        <TableRow>
          <TableCell>Ticket</TableCell>
          <TableCell sx={wideOnly}>From</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={wideOnly}>Received</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id} hover>
            <TableCell sx={{ maxWidth: 460 }}>
              <Link
                component={RouterLink}
                to={{ search: withTicket(ticket.id) }}
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {ticketTitle(ticket)}
              </Link>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              >
                {ticket.message}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                {ticket.name} · {formatDateTime(ticket.createdAt)}
              </Typography>
            </TableCell>
            <TableCell sx={wideOnly}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {ticket.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {ticket.email}
              </Typography>
            </TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Chip
                  size="small"
                  label={TICKET_STATUS_LABELS[ticket.status]}
                  color={TICKET_STATUS_COLORS[ticket.status]}
                />
                {ticket.replyCount > 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
                  >
                    <ChatBubbleOutline sx={{ fontSize: 14 }} aria-hidden />
                    {ticket.replyCount} {ticket.replyCount === 1 ? 'reply' : 'replies'}
                  </Typography>
                )}
              </Stack>
            </TableCell>
            <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{formatDateTime(ticket.createdAt)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {ticket.reference}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
