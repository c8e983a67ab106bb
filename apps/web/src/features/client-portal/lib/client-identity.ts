/** Who this browser said it was, so a client types their name once for every comment and approval. */
export interface ClientIdentity {
  name: string;
  email: string;
}

export const IDENTITY_STORAGE_KEY = 'clientdock-client-identity';

export function readIdentity(): ClientIdentity | null {
  try {
    const raw = localStorage.getItem(IDENTITY_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ClientIdentity>;
    if (typeof value.name !== 'string' || !value.name.trim()) return null;
    return { name: value.name, email: typeof value.email === 'string' ? value.email : '' };
  } catch {
    return null;
  }
}

export function writeIdentity(identity: ClientIdentity): void {
  try {
    localStorage.setItem(
      IDENTITY_STORAGE_KEY,
      JSON.stringify({ name: identity.name.trim(), email: identity.email.trim() }),
    );
  } catch {
    // Private browsing can refuse storage; the client simply types their name again next time.
  }
}
