/** Accepts a full share link, a path such as /portal/abc, or the bare portal id, and returns the id. */
export function parsePortalReference(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  let path = value;
  try {
    path = new URL(value).pathname;
  } catch {
    // Not a full URL: treat it as a path or an id.
  }
  const match = path.match(/(?:^|\/)portal\/([^/?#\s]+)/);
  const id = match ? match[1] : path.replace(/^\/+|\/+$/g, '');
  return id && /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}
