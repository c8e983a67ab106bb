import type { AdminBlogPostSummary, SupportTicketDetail } from '@clientdock/shared';

export function makePostSummary(overrides: Partial<AdminBlogPostSummary> = {}): AdminBlogPostSummary {
  return {
    id: 'post_1',
    slug: 'custom-domains-step-by-step',
    title: 'Custom domains, step by step',
    excerpt: 'Serve portals on your own domain.',
    coverImage: null,
    tags: ['Guides'],
    status: 'draft',
    state: 'draft',
    publishedAt: null,
    authorName: 'Grace Hopper',
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail {
  return {
    id: 'ticket_1',
    reference: '#1AF18D36',
    name: 'Rosa Parks',
    email: 'rosa@example.com',
    topic: 'billing',
    subject: 'Invoices',
    message: 'Where do I find my invoices?',
    status: 'open',
    userId: null,
    replyCount: 0,
    lastReplyAt: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    replies: [],
    ...overrides,
  };
}
