import type { ReadingPage } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { formatReadingTime, plural } from '../lib/reading-time';

/** Cells drawn for a PDF whose page count is unknown: up to the last page someone read. */
function pagesShown(pages: ReadingPage[], pageCount: number | null): number {
  const lastRead = pages.reduce((last, page) => Math.max(last, page.page), 0);
  return Math.min(Math.max(pageCount ?? 0, lastRead), 2000);
}

export function pageLabel(page: number, reading: ReadingPage | undefined): string {
  if (!reading) return `Page ${page}: not read`;
  return `Page ${page}: ${formatReadingTime(reading.seconds)}, ${plural(reading.readers, 'reader')}`;
}

/**
 * One cell per page, shaded by the time spent on it against the page read longest; a page nobody read stays
 * an outline. Each cell names its page, time and readers to a screen reader and in a tooltip.
 */
export function PageHeatStrip({ pages, pageCount }: { pages: ReadingPage[]; pageCount: number | null }) {
  const theme = useTheme();
  const count = pagesShown(pages, pageCount);
  const byPage = new Map(pages.map((page) => [page.page, page]));
  const longest = pages.reduce((most, page) => Math.max(most, page.seconds), 0);
  return (
    <Box role="list" aria-label="Time per page" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {Array.from({ length: count }, (_, index) => {
        const page = index + 1;
        const reading = byPage.get(page);
        const share = reading && longest > 0 ? reading.seconds / longest : 0;
        const label = pageLabel(page, reading);
        return (
          <Tooltip key={page} title={label} disableInteractive>
            <Box
              role="listitem"
              aria-label={label}
              tabIndex={0}
              data-share={share.toFixed(2)}
              sx={{
                width: 28,
                height: 36,
                borderRadius: 1,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: 11,
                fontVariantNumeric: 'tabular-nums',
                border: 1,
                borderColor: reading ? 'transparent' : 'divider',
                bgcolor: reading ? alpha(theme.palette.primary.main, 0.15 + 0.85 * share) : 'transparent',
                // Light text only on the darkest cells, where it keeps its contrast.
                color: !reading ? 'text.secondary' : share > 0.7 ? 'primary.contrastText' : 'text.primary',
                outlineOffset: 2,
                '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
              }}
            >
              {page}
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
