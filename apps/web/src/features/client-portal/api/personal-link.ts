/**
 * The token of a personal link (`/portal/{uuid}?r=...`), taken once from the page's address: it goes with the
 * first request for the portal, which proves the recipient's address, and leaves the address bar and history at
 * once (it proves nothing a second time, and should not be bookmarked or shared with the link).
 */
export function takePersonalLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('r');
  if (!token) return null;
  url.searchParams.delete('r');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
