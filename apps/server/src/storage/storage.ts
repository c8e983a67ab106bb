import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** Where file bytes live. Nothing outside an implementation of this touches paths or buckets. */
export interface Storage {
  readonly driver: string;
  put(key: string, body: Readable | Buffer): Promise<StoredObject>;
  /**
   * Takes a whole file from this machine's disk into storage, moving it where it can (the file is gone
   * afterwards). Only where storage is on the local disk; the others are given the bytes through put().
   */
  adopt?(key: string, file: string): Promise<StoredObject>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  check(): Promise<boolean>;
}
