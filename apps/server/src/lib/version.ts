import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

export function readVersion(): string {
  if (cached) return cached;
  const file = path.resolve(import.meta.dirname, '../../package.json');
  cached = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  return cached;
}
