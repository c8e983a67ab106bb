import type {
  SupportReplyCreate,
  SupportTicketDetail,
  SupportTicketList,
  SupportTicketStatus,
} from '@clientdock/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TicketFilter = SupportTicketStatus | 'all';

export const supportTicketKeys = {
  all: ['admin', 'support-tickets'] as const,
  list: (filter: TicketFilter) => [...supportTicketKeys.all, 'list', filter] as const,
  ticket: (id: string) => [...supportTicketKeys.all, 'ticket', id] as const,
};

export function useSupportTickets(filter: TicketFilter) {
  return useQuery({
    queryKey: supportTicketKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<SupportTicketList>(`/api/admin/support-tickets${filter === 'all' ? '' : `?status=${filter}`}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportTicket(id: string | null) {
  return useQuery({
    queryKey: supportTicketKeys.ticket(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<SupportTicketDetail>(`/api/admin/support-tickets/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

function useStoreTicket() {
  const queryClient = useQueryClient();
  return (ticket: SupportTicketDetail) => {
    queryClient.setQueryData(supportTicketKeys.ticket(ticket.id), ticket);
    void queryClient.invalidateQueries({ queryKey: [...supportTicketKeys.all, 'list'] });
  };
}

export function useSetTicketStatus() {
  const store = useStoreTicket();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SupportTicketStatus }) =>
      api.patch<SupportTicketDetail>(`/api/admin/support-tickets/${encodeURIComponent(id)}`, { status }),
    onSuccess: store,
  });
}

export function useReplyToTicket() {
  const store = useStoreTicket();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: SupportReplyCreate }) =>
      api.post<SupportTicketDetail>(`/api/admin/support-tickets/${encodeURIComponent(id)}/replies`, reply),
    onSuccess: store,
  });
}
