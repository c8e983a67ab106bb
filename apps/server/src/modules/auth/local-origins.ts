import net from 'node:net';
import type { AppConfig } from '../../config';

/** Loopback, private (RFC 1918, IPv6 unique local) and link-local addresses, and localhost names. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = net.isIP(host);
  if (family === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
    );
  }
  if (family === 6) return host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
  return false;
}

/**
 * The origins sign-up and sign-in accept. With PUBLIC_URL set, only it. Without it (a first run), also the
 * address the browser used, when that is this machine or the local network and it is this server's own
 * address (the Origin matches the Host), so another site cannot post on the user's behalf.
 */
export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'publicUrlIsSet'>) {
  const publicOrigin = new URL(config.publicUrl).origin;
  if (config.publicUrlIsSet) return [publicOrigin];
  return (request?: Request): string[] => {
    const origin = request?.headers.get('origin');
    const host = request?.headers.get('host');
    if (!origin || !host) return [publicOrigin];
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return [publicOrigin];
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return [publicOrigin];
    if (url.host !== host.toLowerCase() || !isLocalHostname(url.hostname)) return [publicOrigin];
    return [publicOrigin, url.origin];
  };
}

export const INVALID_ORIGIN_MESSAGE = (publicUrl: string) =>
  `This page was opened at an address the server does not expect. Open ${publicUrl}, or set PUBLIC_URL to the address you use.`;
