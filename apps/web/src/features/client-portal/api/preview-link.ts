/**
 * The token of the creator's preview link (`/portal/{uuid}?preview=...`), taken once from the page's address:
 * it goes with the first request for the portal, which answers with a cookie for the rest of the preview, and
 * leaves the address bar and history at once (a copied address must not carry the creator's preview along).
 */
export function takePreviewToken(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('preview');
  if (!token) return null;
  url.searchParams.delete('preview');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
