import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { PageHeatStrip } from './page-heat-strip';

function renderStrip(props: Parameters<typeof PageHeatStrip>[0]) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <PageHeatStrip {...props} />
    </AppProviders>,
  );
}

describe('PageHeatStrip', () => {
  it('draws one cell per page of the document, each named with its time and readers', () => {
    renderStrip({
      pageCount: 4,
      pages: [
        { page: 1, seconds: 30, readers: 2 },
        { page: 3, seconds: 250, readers: 1 },
      ],
    });
    const cells = within(screen.getByRole('list', { name: 'Time per page' })).getAllByRole('listitem');
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Page 1: 30 s, 2 readers',
      'Page 2: not read',
      'Page 3: 4 min 10 s, 1 reader',
      'Page 4: not read',
    ]);
  });

  it('shades a page by its time against the page read longest', () => {
    renderStrip({
      pageCount: 3,
      pages: [
        { page: 1, seconds: 60, readers: 1 },
        { page: 2, seconds: 15, readers: 1 },
      ],
    });
    const share = (name: RegExp) => screen.getByRole('listitem', { name }).getAttribute('data-share');
    expect(share(/^Page 1:/)).toBe('1.00');
    expect(share(/^Page 2:/)).toBe('0.25');
    expect(share(/^Page 3:/)).toBe('0.00');
  });

  it('runs to the last page read when the page count is unknown', () => {
    renderStrip({ pageCount: null, pages: [{ page: 5, seconds: 8, readers: 1 }] });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('listitem', { name: 'Page 5: 8 s, 1 reader' })).toBeInTheDocument();
  });
});
