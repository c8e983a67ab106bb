import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../test/tus';
import { DiskUploadStore } from './upload-store';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function newUpload(bytes: Buffer, directory?: string) {
  const folder = directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
  folders.push(folder);
  const store = new DiskUploadStore({ directory: folder });
  const id = randomBytes(8).toString('hex');
  await store.create(new Upload({ id, size: bytes.length, offset: 0 }));
  return { store, id, folder };
}

function failingAfter(bytes: Buffer) {
  return new Readable({
    read() {
      this.push(bytes);
      this.destroy(new Error('connection reset'));
    },
  });
}

describe('disk upload store', () => {
  it('hashes the bytes as they arrive over several PATCHes', async () => {
    const bytes = randomBytes(300_000);
    const { store, id } = await newUpload(bytes);
    expect(await store.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0)).toBe(100_000);
    expect(await store.write(Readable.from([bytes.subarray(100_000)]), id, 100_000)).toBe(bytes.length);
    const finished = store.finished(id, bytes.length);
    expect(await finished.sha256?.()).toBe(sha256(bytes));
    expect(fs.readFileSync(finished.file!)).toEqual(bytes);
  });

  it('has no hash for an upload whose first bytes came before this process, nor after a failed write', async () => {
    const bytes = randomBytes(200_000);
    const first = await newUpload(bytes);
    await first.store.write(Readable.from([bytes.subarray(0, 50_000)]), first.id, 0);
    const restarted = new DiskUploadStore({ directory: first.folder });
    await restarted.write(Readable.from([bytes.subarray(50_000)]), first.id, 50_000);
    expect(restarted.finished(first.id, bytes.length).sha256).toBeUndefined();

    const second = await newUpload(bytes);
    await second.store.write(Readable.from([bytes.subarray(0, 50_000)]), second.id, 0);
    const failed = second.store.write(failingAfter(bytes.subarray(50_000, 120_000)), second.id, 50_000);
    await expect(failed).rejects.toBeTruthy();
    const offset = (await second.store.getUpload(second.id)).offset;
    await second.store.write(Readable.from([bytes.subarray(offset)]), second.id, offset);
    const finished = second.store.finished(second.id, bytes.length);
    expect(finished.sha256).toBeUndefined();
    expect(sha256(fs.readFileSync(finished.file!))).toBe(sha256(bytes));
  });

  it('forgets a finished upload whose file has already been moved', async () => {
    const bytes = randomBytes(1000);
    const { store, id, folder } = await newUpload(bytes);
    await store.write(Readable.from([bytes]), id, 0);
    fs.renameSync(store.finished(id, bytes.length).file!, path.join(folder, 'moved'));
    await store.discard(id);
    expect(fs.readdirSync(folder)).toEqual(['moved']);
  });
});
