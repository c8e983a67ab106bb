/**
 * The latest version of each file this browser has seen, per portal, so a newer one can be announced once.
 * A first visit records what is there and announces nothing; so does a file the browser meets for the first time.
 */
type SeenVersions = Record<string, number>;

interface VersionedFile {
  id: string;
  version: number;
}

const storageKey = (uuid: string) => `clientdock-seen-versions:${uuid}`;

function readSeen(uuid: string): SeenVersions | null {
  try {
    const raw = localStorage.getItem(storageKey(uuid));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SeenVersions) : null;
  } catch {
    return null;
  }
}

function writeSeen(uuid: string, seen: SeenVersions): void {
  try {
    localStorage.setItem(storageKey(uuid), JSON.stringify(seen));
  } catch {
    // Private browsing can refuse storage; the banner then simply does not come back.
  }
}

/** Files whose latest version is newer than the one this browser saw; files met for the first time are recorded. */
export function findNewVersions<T extends VersionedFile>(uuid: string, files: T[]): T[] {
  const seen = readSeen(uuid);
  const next: SeenVersions = { ...(seen ?? {}) };
  const newer: T[] = [];
  for (const file of files) {
    const last = seen?.[file.id];
    if (seen && typeof last === 'number' && file.version > last) newer.push(file);
    else if (typeof last !== 'number') next[file.id] = file.version;
  }
  writeSeen(uuid, next);
  return newer;
}

export function markVersionsSeen(uuid: string, files: VersionedFile[]): void {
  const seen = readSeen(uuid) ?? {};
  for (const file of files) seen[file.id] = Math.max(seen[file.id] ?? 0, file.version);
  writeSeen(uuid, seen);
}
