import type { SupportTicketCreate, SupportTicketReceipt } from '@clientdock/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function createSupportTicket(input: SupportTicketCreate) {
  return api.post<SupportTicketReceipt>('/api/support-tickets', input);
}

export function useCreateSupportTicket() {
  return useMutation({ mutationFn: createSupportTicket });
}
