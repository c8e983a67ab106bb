import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerPreviewBar } from './owner-preview-bar';

describe('the owner preview bar', () => {
  it('says it is a preview that counts nothing and leads back to the editor', () => {
    render(
      <OwnerPreviewBar
        preview={{ expiresAt: '2026-11-27T08:00:00.000Z', editorUrl: 'http://localhost:3000/dashboard/edit/p1' }}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar).toHaveTextContent('you are seeing what your client sees. Views are not counted');
    expect(within(bar).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      'http://localhost:3000/dashboard/edit/p1',
    );
  });
});
