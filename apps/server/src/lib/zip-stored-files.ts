import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { Storage } from '../storage/storage';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|rtf|x-tar)|image\/(svg\+xml|bmp|x-ms-bmp|tiff))/;

/**
 * A stored name as a zip entry that unpacks as one plain file on every system: no folders, drive letters
 * (`C:report.txt` would be an absolute path), `..`, control or Windows-reserved characters; case-insensitive
 * duplicates get " (2)", " (3)" and so on.
 */
export function zipEntryName(name: string, taken: Set<string>): string {
  const clean =
    [...name]
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here.
      .map((c) => (/[\u0000-\u001f\u007f-\u009f]/.test(c) ? '' : /[/\\:*?"<>|]/.test(c) ? '_' : c))
      .join('')
      .trim()
      .replace(/^\.+/, '_')
      .replace(/[. ]+$/, '')
      .slice(0, 200) || 'file';
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let candidate = clean;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export interface ZipEntry {
  id: string;
  key: string;
  name: string;
  mime: string;
  size: number;
  at: string;
}

/** A zip of stored files, streamed as it is made: each file is read from storage only when its turn comes. */
export function zipStoredFiles(storage: Storage, entries: readonly ZipEntry[], log: FastifyBaseLogger): Readable {
  const zip = new ZipFile();
  const taken = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const options = { mtime: new Date(entry.at), compress: COMPRESSIBLE.test(entry.mime), size: entry.size };
    const open = (callback: (error: Error | null, stream: Readable) => void) => {
      storage.get(entry.key).then(
        (stream) => callback(null, stream),
        (error) => callback(error, undefined as never),
      );
    };
    try {
      zip.addReadStreamLazy(zipEntryName(entry.name, taken), options, open);
    } catch (error) {
      // A name the zip library still refuses must not cost the client the whole download.
      log.warn({ err: error, entryId: entry.id }, 'zip entry renamed');
      zip.addReadStreamLazy(zipEntryName(`file-${index + 1}`, taken), options, open);
    }
  }
  zip.end();
  return zip.outputStream as Readable;
}
