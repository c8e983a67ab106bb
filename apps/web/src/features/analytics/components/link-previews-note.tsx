import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format';

/** The opens that analytics keeps out of views: chat apps unfurling the link, crawlers, scripts. */
export function LinkPreviewsNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      Also {formatNumber(count)} {count === 1 ? 'open' : 'opens'} by link previews and bots (chat apps showing the link,
      crawlers), not counted as views.
    </Typography>
  );
}
