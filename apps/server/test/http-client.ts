/** A client's browser over real HTTP (fetch): keeps the cookies it is given, sends them back. */
export function httpClient(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
    return res;
  };
  const request = async (path: string, init: RequestInit = {}) =>
    keep(
      await fetch(`${base}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(jar.size ? { cookie: cookie() } : {}) },
      }),
    );
  return {
    jar,
    base,
    cookie,
    keep,
    get: (path: string) => request(path),
    post: (path: string, body: unknown) =>
      request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    delete: (path: string) => request(path, { method: 'DELETE' }),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
