import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addReading, flushReading } from './reading-tracker';

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  flushReading();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

async function sent(call: number) {
  const [url, blob] = beacon.mock.calls[call] as [string, Blob];
  return { url, body: JSON.parse(await blob.text()) };
}

describe('reading tracker', () => {
  it('sums seconds per page and sends them in one beacon to the portal', async () => {
    addReading('u1', { fileId: 'f1', version: 2, kind: 'page', page: 1, seconds: 1 });
    addReading('u1', { fileId: 'f1', version: 2, kind: 'page', page: 1, seconds: 1.5 });
    addReading('u1', { fileId: 'f1', version: 2, kind: 'page', page: 2, seconds: 1 });
    flushReading();
    expect(beacon).toHaveBeenCalledTimes(1);
    const { url, body } = await sent(0);
    expect(url).toBe('/api/public/portals/u1/reading');
    expect(body.items).toEqual([
      { fileId: 'f1', version: 2, kind: 'page', page: 1, seconds: 2.5 },
      { fileId: 'f1', version: 2, kind: 'page', page: 2, seconds: 1 },
    ]);
    flushReading();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('keeps the furthest media position and splits time beyond what one item may carry', async () => {
    addReading('u1', { fileId: 'v', version: 1, kind: 'media', seconds: 100, position: 90, duration: 300 });
    addReading('u1', { fileId: 'v', version: 1, kind: 'media', seconds: 50, position: 20, duration: 300 });
    flushReading();
    const { body } = await sent(0);
    expect(body.items).toEqual([
      { fileId: 'v', version: 1, kind: 'media', seconds: 120, position: 90, duration: 300 },
      { fileId: 'v', version: 1, kind: 'media', seconds: 30, position: 90, duration: 300 },
    ]);
  });

  it('sends what was gathered when the page is hidden', async () => {
    addReading('u1', { fileId: 'i', version: 1, kind: 'image', seconds: 3 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await sent(0)).body.items).toEqual([{ fileId: 'i', version: 1, kind: 'image', seconds: 3 }]);
  });
});
