import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

// The server's package.json is two folders up from src/lib under tsx and one up from the bundle in dist/.
const CANDIDATES = ['../../package.json', '../package.json'];

export function readVersion(): string {
  if (cached) return cached;
  for (const candidate of CANDIDATES) {
    const file = path.resolve(import.meta.dirname, candidate);
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (pkg.name !== '@clientdock/server') continue;
    cached = pkg.version;
    return cached;
  }
  throw new Error('The server package.json was not found beside the server code');
}
