import type { BlogPostSummary } from '@clientdock/shared';
import Typography from '@mui/material/Typography';
import { formatDate } from '@/lib/format';

/** "03/14/2026 · 4 min read · The ClientDock team" */
export function PostMetaLine({ post }: { post: BlogPostSummary }) {
  const parts = [`${post.readingMinutes} min read`, post.authorName].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      {parts.map((part) => ` · ${part}`).join('')}
    </Typography>
  );
}
