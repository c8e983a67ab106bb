import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductAnalytics, startNewPageLoad } from './product-analytics';

describe('ProductAnalytics', () => {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  beforeEach(() => {
    // Tests share one module instance (and so one "page load") with every test that rendered the app before.
    startNewPageLoad();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    beacon.mockClear();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
  const sent = () => Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text())));

  it('counts a visit on arrival at a public page, a page view per navigation, none in client portals, and each uncaught error once', async () => {
    const router = createMemoryRouter([{ path: '*', Component: ProductAnalytics }], { initialEntries: ['/pricing'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/dashboard/portals/5f0c2a9e-0b1d-4c8e-9a77-2f1e3d4c5b6a'));
    await act(() => router.navigate('/portal/0123456789abcdef0123456789abcdef'));
    expect(await sent()).toEqual([
      { name: 'product_hub_visit', props: { path: '/pricing' } },
      { name: 'page_view', props: { path: '/pricing' } },
      { name: 'page_view', props: { path: '/dashboard/portals/:id' } },
    ]);
    // The same failure again and again is reported once per page load.
    for (let i = 0; i < 3; i++) window.dispatchEvent(new ErrorEvent('error', { error: new Error('Boom') }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect((await sent()).slice(3)).toEqual([
      { name: 'error_occurred', props: { message: 'Error: Boom', path: '/' } },
      { name: 'error_occurred', props: { message: 'Script error.', path: '/' } },
    ]);
  });
});
