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
