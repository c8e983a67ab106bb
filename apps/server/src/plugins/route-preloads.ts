import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Where a phone opening a client portal goes next: the page, then (usually) the branded portal itself. */
const CLIENT_PORTAL_CHUNKS = [
  'src/features/client-portal/routes/client-portal-page.tsx',
  'src/features/client-portal/components/branded-portal.tsx',
];

/**
 * index.html with `<link rel="modulepreload">` for the client portal's chunks and everything they import
 * statically. Without them the browser learns of each chunk only after running the one before it: on a slow
 * phone connection that chain of round trips is most of the wait. Answers null when there is no manifest.
 */
export function clientPortalHtml(distDir: string, indexHtml: string): string | null {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of CLIENT_PORTAL_CHUNKS) visit(key);
  const links = [...files]
    .filter((file) => file.endsWith('.js') && !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  if (!links) return null;
  return indexHtml.replace('</head>', `${links}</head>`);
}
