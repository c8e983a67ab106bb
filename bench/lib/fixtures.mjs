// The little data a benchmark needs, made through the public API like a person would.

export async function signUpCreator(base) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench Mark', email, password: 'bench-password-1' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function createBenchPortal(base, cookie, input = {}) {
  const res = await fetch(`${base}/api/portals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ name: 'Bench portal', accessType: 'link', status: 'active', ...input }),
  });
  if (!res.ok) throw new Error(`portal creation failed: ${res.status} ${await res.text()}`);
  const { uuid } = await res.json();
  return uuid;
}

/** A new account: its session cookie and id. The instance's first account is its admin. */
export async function signUp(base) {
  const cookie = await signUpCreator(base);
  const res = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/me failed: ${res.status}`);
  const me = await res.json();
  return { cookie, id: me.id };
}

/** Like createBenchPortal, answering the whole portal (id and uuid). */
export async function createPortal(base, cookie, input = {}) {
  const res = await fetch(`${base}/api/portals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ name: 'Bench portal', accessType: 'link', status: 'active', ...input }),
  });
  if (!res.ok) throw new Error(`portal creation failed: ${res.status} ${await res.text()}`);
  return res.json();
}
