import type { PortalFile } from '@clientdock/shared';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useReviewLink } from './use-review-link';

const file = { id: 'f1', name: 'logo.png' } as PortalFile;

function setup(url: string, files: PortalFile[] | undefined) {
  const open = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result, rerender } = renderHook(
    ({ list }: { list: PortalFile[] | undefined }) => {
      useReviewLink(list, open);
      return useLocation();
    },
    { wrapper, initialProps: { list: files } },
  );
  return { open, result, rerender };
}

describe('useReviewLink', () => {
  it('opens the named file once the files are there, and takes the parameter out of the address', () => {
    const { open, result, rerender } = setup('/dashboard/edit/p1?tab=files&review=f1', undefined);
    expect(open).not.toHaveBeenCalled();
    rerender({ list: [file] });
    expect(open).toHaveBeenCalledWith('f1');
    expect(result.current.search).toBe('?tab=files');
    rerender({ list: [file] });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a file that is not in the portal', () => {
    const { open, result } = setup('/dashboard/edit/p1?tab=files&review=gone', [file]);
    expect(open).not.toHaveBeenCalled();
    expect(result.current.search).toBe('?tab=files');
  });
});
