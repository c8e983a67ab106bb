import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { FeedbackProvider } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { type TicketFilter, useSupportTickets } from '../api/support-tickets';
import { EmptyState } from '../components/empty-state';
import { QueryErrorAlert } from '../components/query-error-alert';
import { TicketDialog } from '../components/support/ticket-dialog';
import { TicketsTable } from '../components/support/tickets-table';

const FILTERS: Array<{ value: TicketFilter; label: string; empty: string }> = [
  { value: 'open', label: 'Open', empty: 'Nothing is waiting on you. New messages from the contact form appear here.' },
  { value: 'pending', label: 'Pending', empty: 'No answered ticket is waiting on its sender.' },
  { value: 'closed', label: 'Closed', empty: 'Closed tickets appear here once you mark them done.' },
  { value: 'all', label: 'All', empty: 'Messages sent through the contact form at /contact appear here.' },
];

function isFilter(value: string | null): value is TicketFilter {
  return FILTERS.some((filter) => filter.value === value);
}

function ListSkeleton() {
  return (
    <Box role="status" aria-label="Loading tickets" sx={{ p: 2 }}>
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ py: 1.5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
          </Box>
          <Skeleton variant="rounded" width={72} height={24} />
        </Stack>
      ))}
    </Box>
  );
}

function SupportTickets() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filter: TicketFilter = isFilter(statusParam) ? statusParam : 'open';
  const openTicket = params.get('ticket');
  const tickets = useSupportTickets(filter);
  const current = FILTERS.find((f) => f.value === filter) ?? FILTERS[0];
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <PageFrame
      title="Support tickets"
      description="Messages sent through the contact form. Answer them here: replies are emailed to the sender and kept with the ticket."
    >
      <Card>
        <Tabs
          value={filter}
          onChange={(_event, next: TicketFilter) => update({ status: next === 'open' ? null : next })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Show tickets"
          sx={{
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 },
          }}
        >
          {FILTERS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} />
          ))}
        </Tabs>
        {tickets.isPending ? (
          <ListSkeleton />
        ) : tickets.isError ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorAlert error={tickets.error} onRetry={() => tickets.refetch()} what="The tickets" />
          </Box>
        ) : tickets.data.tickets.length === 0 ? (
          <EmptyState
            icon={<SupportAgentOutlined />}
            title={`No ${current.label.toLowerCase()} tickets`}
            text={current.empty}
          />
        ) : (
          <Box sx={{ overflowX: 'auto', opacity: tickets.isPlaceholderData ? 0.6 : 1 }}>
            <TicketsTable tickets={tickets.data.tickets} />
          </Box>
        )}
      </Card>
      <TicketDialog ticketId={openTicket} onClose={() => update({ ticket: null })} />
    </PageFrame>
  );
}

export default function AdminSupportTicketsPage() {
  return (
    <FeedbackProvider>
      <SupportTickets />
    </FeedbackProvider>
  );
}
