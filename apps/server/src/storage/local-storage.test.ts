import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

async function listAll(storage: ReturnType<typeof createLocalStorage>) {
  const listed = [];
  for await (const object of storage.list()) listed.push(object);
  return listed;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-local-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('lists every whole file with its size, not writes in progress', async () => {
    const storage = createLocalStorage(root);
    expect(await listAll(storage)).toEqual([]);
    await storage.put('portals/p1/b.bin', Buffer.alloc(3));
    await storage.put('a.txt', Buffer.from('hello'));
    fs.writeFileSync(path.join(root, 'portals/p1/c.bin.1234.part'), 'half');
    expect(await listAll(storage)).toEqual([
      { key: 'a.txt', size: 5 },
      { key: 'portals/p1/b.bin', size: 3 },
    ]);
  });
});
