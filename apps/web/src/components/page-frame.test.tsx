import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_MAX_WIDTH } from './page-container';
import { PageFrame } from './page-frame';

const containerOf = (title: string) =>
  screen.getByRole('heading', { level: 1, name: title }).closest('.MuiContainer-root');

describe('PageFrame', () => {
  it('gives a form page the same content width as any page, and narrows only its form column', () => {
    render(
      <>
        <PageFrame title="Portals" description="All portals.">
          <p>List</p>
        </PageFrame>
        <PageFrame title="Settings" description="Your account." narrow>
          <p>Form</p>
        </PageFrame>
      </>,
    );
    expect(containerOf('Portals')).toHaveClass('MuiContainer-maxWidthLg');
    expect(containerOf('Settings')).toHaveClass('MuiContainer-maxWidthLg');
    expect(screen.getByText('Form').parentElement).toHaveStyle({ maxWidth: `${FORM_MAX_WIDTH}px` });
    expect(screen.getByText('List').parentElement).toBe(containerOf('Portals'));
  });
});
