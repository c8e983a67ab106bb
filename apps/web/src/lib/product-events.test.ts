import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventPath, eventText, trackFeature, trackingRefused, trackProductEvent } from './product-events';

const nav = navigator as Navigator & { globalPrivacyControl?: boolean };

describe('product events', () => {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    beacon.mockClear();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Reflect.deleteProperty(nav, 'globalPrivacyControl');
  });

  it('sends the event as JSON by beacon to the first-party endpoint', async () => {
    trackProductEvent('page_view', { path: '/pricing' });
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0];
    expect(url).toBe('/api/events');
    expect((blob as Blob).type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual({ name: 'page_view', props: { path: '/pricing' } });
    trackFeature('analytics_csv');
    expect(JSON.parse(await (beacon.mock.calls[1][1] as Blob).text())).toEqual({
      name: 'feature_used',
      props: { feature: 'analytics_csv' },
    });
  });

  it('sends nothing when the browser asks not to be tracked (DNT or GPC)', () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    expect(trackingRefused()).toBe(true);
    trackProductEvent('page_view');
    Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
    Object.defineProperty(nav, 'globalPrivacyControl', { value: true, configurable: true });
    expect(trackingRefused()).toBe(true);
    trackProductEvent('page_view');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('keeps ids, tokens and email addresses out of what it sends', () => {
    expect(eventPath('/dashboard/portals/5f0c2a9e-0b1d-4c8e-9a77-2f1e3d4c5b6a/analytics')).toBe(
      '/dashboard/portals/:id/analytics',
    );
    expect(eventPath('/templates/tpl_123456')).toBe('/templates/:id');
    expect(eventPath('/pricing')).toBe('/pricing');
    expect(eventText('Failed for dana@example.com: 500')).toBe('Failed for [email]: 500');
    expect(eventText('x'.repeat(300))).toHaveLength(200);
  });
});
