/** Accepts only same-site paths, so a crafted ?redirect= cannot send people to another site. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return null;
  return value;
}

/** Keeps the redirect (and chosen plan) when moving between the sign-in and sign-up screens. */
export function authLink(path: '/login' | '/register', redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
