import type { FastifyInstance, InjectOptions } from 'fastify';

export const publicUrl = (uuid: string, suffix = '') => `/api/public/portals/${uuid}${suffix}`;

/** Set-Cookie headers of an answer as name -> { value, attributes }. */
export function setCookies(headers: Record<string, unknown>): Map<string, { value: string; attributes: string }> {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of list as string[]) {
    const [pair, ...rest] = line.split(';');
    const index = pair.indexOf('=');
    cookies.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1), attributes: rest.join(';').trim() });
  }
  return cookies;
}

/** A client's browser: keeps the cookies it is given and comes from one address. */
export function browser(app: FastifyInstance, ip = '203.0.113.10') {
  const jar = new Map<string, string>();
  const request = async (options: InjectOptions) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.inject({
      ...options,
      remoteAddress: ip,
      headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
    });
    for (const [name, { value }] of setCookies(res.headers)) jar.set(name, value);
    return res;
  };
  return {
    jar,
    ip,
    request,
    get: (url: string, headers: Record<string, string> = {}) => request({ method: 'GET', url, headers }),
    post: (url: string, payload?: unknown) =>
      request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
  };
}
export type Browser = ReturnType<typeof browser>;

/** The 6-digit code in the newest mail to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === to);
  // The code stands on its own line; the intro may hold other six-digit numbers (a portal's name).
  const code = mail?.text.match(/^\s+(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
