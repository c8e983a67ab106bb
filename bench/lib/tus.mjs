// The tus 1.0 creation and core protocol as the web app's uploader speaks it to /api/uploads: POST to create,
// PATCHes of `chunkSize` bytes (the web app sends 32 MB chunks for large files), HEAD to learn the offset.
import http from 'node:http';
import { MB, slices } from './bytes.mjs';
import { request } from './http.mjs';

const encode = (metadata) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export function tusClient(base, cookie, { agent = new http.Agent({ keepAlive: true }) } = {}) {
  const headers = (extra = {}) => ({ 'tus-resumable': '1.0.0', cookie, ...extra });
  return {
    agent,
    async create(size, metadata) {
      const res = await request(`${base}/api/uploads`, {
        method: 'POST',
        agent,
        headers: headers({
          'upload-length': String(size),
          'upload-metadata': encode({ filetype: 'application/octet-stream', ...metadata }),
        }),
      });
      if (res.status !== 201) throw new Error(`tus create answered ${res.status}: ${res.body}`);
      return new URL(res.headers.location, base).toString();
    },
    async offset(url) {
      const res = await request(url, { method: 'HEAD', agent, headers: headers() });
      if (res.status !== 200) throw new Error(`tus HEAD answered ${res.status}`);
      return Number(res.headers['upload-offset']);
    },
    /** Sends bytes [offset, end) of the test stream in one PATCH (or `body`, the same bytes); answers the response. */
    patch(url, offset, end, body = slices(offset, end)) {
      return request(url, {
        method: 'PATCH',
        agent,
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        }),
        body,
      });
    },
    /**
     * Sends bytes [offset, end) in chunks. Answers each PATCH's time and, once the upload is complete, the file's
     * ids (the last PATCH carries them; its time includes the server turning the upload into a stored file).
     */
    async send(url, offset, end, chunkSize = 32 * MB) {
      let last = null;
      const patches = [];
      for (let at = offset; at < end; at += chunkSize) {
        const to = Math.min(end, at + chunkSize);
        last = await this.patch(url, at, to);
        if (last.status !== 204) throw new Error(`tus PATCH at ${at} answered ${last.status}: ${last.body}`);
        if (Number(last.headers['upload-offset']) !== to)
          throw new Error(`tus PATCH stopped at ${last.headers['upload-offset']}`);
        patches.push({ bytes: to - at, ms: last.ms });
      }
      return { fileId: last?.headers['x-file-id'], versionId: last?.headers['x-file-version-id'], patches };
    },
    async upload(size, metadata, chunkSize) {
      const url = await this.create(size, metadata);
      return { url, ...(await this.send(url, 0, size, chunkSize)) };
    },
  };
}
