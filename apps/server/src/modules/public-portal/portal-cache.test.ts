import type { PublicPortal } from '@clientdock/shared';
import { describe, expect, it } from 'vitest';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import { changesPortalView, createPortalCache } from './portal-cache';

function record(uuid: string, name = 'Launch kit') {
  return { portal: { uuid, name } as PortalRecord, owner: { id: 'owner-1' } as UserRecord };
}

function setup() {
  let time = 10_000;
  const cache = createPortalCache(() => time);
  let reads = 0;
  const reader = (value: ReturnType<typeof record> | undefined) => async () => {
    reads += 1;
    return value;
  };
  return { cache, reader, reads: () => reads, advance: (ms: number) => (time += ms) };
}

describe('portal cache', () => {
  it('answers the same uuid from one read for a second, then reads again', async () => {
    const { cache, reader, reads, advance } = setup();
    const first = await cache.found('u1', reader(record('u1')));
    advance(999);
    expect(await cache.found('u1', reader(record('u1', 'Renamed')))).toBe(first);
    expect(reads()).toBe(1);
    advance(1);
    expect((await cache.found('u1', reader(record('u1', 'Renamed'))))?.portal.name).toBe('Renamed');
    expect(reads()).toBe(2);
  });

  it('never keeps a portal that was not found', async () => {
    const { cache, reader, reads } = setup();
    expect(await cache.found('missing', reader(undefined))).toBeUndefined();
    expect(await cache.found('missing', reader(record('missing')))).toBeDefined();
    expect(reads()).toBe(2);
  });

  it('forgets everything on a change and keeps nothing read while the write settles', async () => {
    const { cache, reader, reads, advance } = setup();
    await cache.found('u1', reader(record('u1')));
    cache.changed();
    expect((await cache.found('u1', reader(record('u1', 'Renamed'))))?.portal.name).toBe('Renamed');
    advance(500);
    await cache.found('u1', reader(record('u1', 'Renamed')));
    expect(reads()).toBe(3);
    advance(500);
    await cache.found('u1', reader(record('u1', 'Renamed')));
    await cache.found('u1', reader(record('u1', 'Renamed')));
    expect(reads()).toBe(4);
  });

  it('does not keep a read that began before a change', async () => {
    const { cache, advance } = setup();
    advance(5000);
    let release: (value: ReturnType<typeof record>) => void = () => {};
    const pending = cache.found('u1', () => new Promise((resolve) => (release = resolve)));
    cache.changed();
    advance(2000);
    release(record('u1', 'Old name'));
    expect((await pending)?.portal.name).toBe('Old name');
    const next = await cache.found('u1', async () => record('u1', 'New name'));
    expect(next?.portal.name).toBe('New name');
  });

  it('keeps what the client is shown with the record it was made from, and only with it', async () => {
    const { cache, reader } = setup();
    const found = (await cache.found('u1', reader(record('u1'))))!;
    const shown = { name: 'Launch kit' } as PublicPortal;
    let describes = 0;
    const describe = async () => {
      describes += 1;
      return shown;
    };
    expect(await cache.described(found.portal, describe)).toBe(shown);
    expect(await cache.described(found.portal, describe)).toBe(shown);
    expect(describes).toBe(1);
    // A record read apart from the cache (a PIN check reads fresh) is described anew each time.
    const other = record('u1').portal;
    await cache.described(other, describe);
    await cache.described(other, describe);
    expect(describes).toBe(3);
    cache.changed();
    await cache.described(found.portal, describe);
    expect(describes).toBe(4);
  });

  it('holds at most 1,000 portals, dropping the oldest', async () => {
    const { cache, reader, reads } = setup();
    for (let i = 0; i <= 1000; i++) await cache.found(`u${i}`, reader(record(`u${i}`)));
    await cache.found('u1000', reader(record('u1000')));
    expect(reads()).toBe(1001);
    await cache.found('u0', reader(record('u0')));
    expect(reads()).toBe(1002);
  });
});

describe('changesPortalView', () => {
  it('is told by the tables a client is shown, but not by a download’s counter', () => {
    expect(changesPortalView(['portal'], 'update "portal" set "name" = ? where "id" = ?')).toBe(true);
    expect(changesPortalView(['creator_profile'], 'insert into "creator_profile" ("uid") values (?)')).toBe(true);
    expect(changesPortalView(['event'], 'insert into "event" ("id") values (?)')).toBe(false);
    const counted = 'update "portal_file" set "downloadCount" = "downloadCount" + ? where "portalId" = ?';
    expect(changesPortalView(['portal_file'], counted)).toBe(false);
    expect(changesPortalView(['portal_file'], 'update "portal_file" set "name" = ? where "id" = ?')).toBe(true);
  });
});
