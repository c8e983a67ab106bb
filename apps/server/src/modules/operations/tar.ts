import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

// A small ustar (POSIX tar) writer and reader over gzip, for backups: regular files only, long names as PAX
// "path" records. Any tar tool reads what this writes (tar -tzf backup.tar.gz).

const BLOCK = 512;

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 'utf8');
  block.write('0000644\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  length += String(length).length;
  if (String(length).length !== String(length - String(length).length).length) length += 1;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface TarWriter {
  addBuffer(name: string, data: Buffer): Promise<void>;
  addStream(name: string, size: number, data: Readable): Promise<void>;
  finish(): Promise<void>;
}

/** Writes a .tar.gz to `file`; entries are added one after the other. */
export function createTarWriter(file: string): TarWriter {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file);
  const done = pipeline(gzip, out);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const writeHeader = async (name: string, size: number) => {
    if (Buffer.byteLength(name) > 100) {
      const pax = paxRecord('path', name);
      await write(header('PaxHeader', pax.length, 'x'));
      await write(pax);
      await write(padding(pax.length));
    }
    await write(header(name, size, '0'));
  };
  return {
    async addBuffer(name, data) {
      await writeHeader(name, data.length);
      await write(data);
      await write(padding(data.length));
    },
    async addStream(name, size, data) {
      await writeHeader(name, size);
      let written = 0;
      for await (const chunk of data) {
        const buffer = Buffer.from(chunk);
        written += buffer.length;
        if (written > size) throw new Error(`${name} grew while it was copied`);
        await write(buffer);
      }
      if (written !== size) throw new Error(`${name} changed size while it was copied (${written} of ${size} bytes)`);
      await write(padding(size));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await done;
    },
  };
}

/**
 * Reads a .tar.gz entry by entry: `open(name, size)` answers where the entry's bytes go (or null to skip it),
 * and is awaited after the bytes are written.
 */
export async function readTar(
  file: string,
  open: (name: string, size: number) => Promise<{ sink: Writable; done: () => Promise<void> } | null>,
): Promise<void> {
  let buffer: Buffer = Buffer.alloc(0);
  let entry: {
    remaining: number;
    pad: number;
    sink: Writable | null;
    done: (() => Promise<void>) | null;
    pax: Buffer[] | null;
  } | null = null;
  let nextName: string | null = null;
  let ended = false;
  const source = fs.createReadStream(file).pipe(zlib.createGunzip());
  for await (const chunk of source) {
    buffer = buffer.length === 0 ? (chunk as Buffer) : Buffer.concat([buffer, chunk as Buffer]);
    for (;;) {
      if (ended) break;
      if (entry) {
        if (entry.remaining > 0) {
          if (buffer.length === 0) break;
          const part = buffer.subarray(0, Math.min(entry.remaining, buffer.length));
          buffer = buffer.subarray(part.length);
          entry.remaining -= part.length;
          if (entry.pax) entry.pax.push(Buffer.from(part));
          else if (entry.sink && !entry.sink.write(part)) await once(entry.sink, 'drain');
          continue;
        }
        if (buffer.length < entry.pad) break;
        buffer = buffer.subarray(entry.pad);
        if (entry.pax) {
          const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(Buffer.concat(entry.pax).toString('utf8'));
          nextName = match ? match[1] : null;
        } else if (entry.sink) {
          entry.sink.end();
          await entry.done?.();
        }
        entry = null;
        continue;
      }
      if (buffer.length < BLOCK) break;
      const block = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const field = (start: number, length: number) =>
        block
          .subarray(start, start + length)
          .toString('utf8')
          .replace(/\0.*$/s, '');
      const size = Number.parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      const prefix = field(345, 155);
      const name = nextName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'x') {
        entry = { remaining: size, pad, sink: null, done: null, pax: [] };
        continue;
      }
      nextName = null;
      const target = type === '0' ? await open(name, size) : null;
      entry = { remaining: size, pad, sink: target?.sink ?? null, done: target?.done ?? null, pax: null };
    }
  }
  if (entry) throw new Error('The archive ends in the middle of a file: it is incomplete.');
}
