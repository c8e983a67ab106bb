import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
}

export interface ListedObject extends StoredObject {
  key: string;
}

export interface BucketObject {
  bucket: string;
  key: string;
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
  /**
   * Takes a whole object from a bucket of the same S3 service into storage with a server-side copy (no byte
   * passes through this process); the source object is gone afterwards. Only where storage is S3.
   */
  adoptObject?(key: string, source: BucketObject): Promise<StoredObject>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every stored object (whole files only, not writes in progress), for backups. */
  list(): AsyncIterable<ListedObject>;
  check(): Promise<boolean>;
}
