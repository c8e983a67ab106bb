// A client of a client portal as a browser is one: its own keep-alive connection, its own cookies (the visitor
// cookie the portal hands out), and its own loopback address (127.0.x.y) so per-address limits see one person
// each, as they would behind real networks.
import http from 'node:http';
import { request } from './http.mjs';

export function clientAddress(index) {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

export function portalClient(base, uuid, index) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const localAddress = clientAddress(index);
  const jar = new Map();
  const portal = `${base}/api/public/portals/${uuid}`;

  async function send(url, options = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { ...(cookie ? { cookie } : {}), ...options.headers };
    const res = await request(url, { ...options, headers, agent, localAddress });
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  const post = (url, body) =>
    send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  return {
    name: `Client ${index + 1}`,
    view: () => send(portal),
    comments: () => send(`${portal}/comments`),
    approvals: () => send(`${portal}/approvals`),
    download: (fileId) => send(`${portal}/files/${fileId}?download=1`, { discard: true }),
    comment(body) {
      return post(`${portal}/comments`, { name: `Client ${index + 1}`, body });
    },
    approve(fileId) {
      return post(`${portal}/approvals`, { name: `Client ${index + 1}`, decision: 'approved', fileId });
    },
    close: () => agent.destroy(),
  };
}
