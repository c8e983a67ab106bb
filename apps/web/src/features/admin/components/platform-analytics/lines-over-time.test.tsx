import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinesOverTime } from './lines-over-time';

function renderLines(views: number[], downloads: number[]) {
  return render(
    <LinesOverTime
      dates={['2026-11-01', '2026-11-02', '2026-11-03']}
      weekly={false}
      lines={[
        { id: 'views', label: 'Views', color: '#2563eb', data: views },
        { id: 'downloads', label: 'Downloads', color: '#059669', data: downloads },
      ]}
      height={200}
      emptyText="Nothing in this period yet."
    />,
  );
}

describe('LinesOverTime', () => {
  it('says so instead of drawing flat lines when every count is zero', () => {
    renderLines([0, 0, 0], [0, 0, 0]);
    expect(screen.getByText('Nothing in this period yet.')).toBeInTheDocument();
  });

  it('draws a line per series, named in the legend, once any count is above zero', () => {
    renderLines([0, 3, 1], [0, 0, 0]);
    expect(screen.queryByText('Nothing in this period yet.')).not.toBeInTheDocument();
    expect(screen.getByText('Views')).toBeInTheDocument();
    expect(screen.getByText('Downloads')).toBeInTheDocument();
  });
});
