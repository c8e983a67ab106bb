import type { AdminBlogPostSummary, BlogPostState } from '@clientdock/shared';
import { formatDate, formatDateTime } from '@/lib/format';

export const STATE_LABELS: Record<BlogPostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const STATE_COLORS: Record<BlogPostState, 'default' | 'info' | 'success'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
};

/** "Published 03/01/2025", "Goes live 03/09/2025 9:00 AM", "Last edited 02/28/2025". */
export function stateLine(post: Pick<AdminBlogPostSummary, 'state' | 'publishedAt' | 'updatedAt'>): string {
  if (post.state === 'published' && post.publishedAt) return `Published ${formatDate(post.publishedAt)}`;
  if (post.state === 'scheduled' && post.publishedAt) return `Goes live ${formatDateTime(post.publishedAt)}`;
  return `Last edited ${formatDate(post.updatedAt)}`;
}

/** An ISO date as the value of a datetime-local field, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
