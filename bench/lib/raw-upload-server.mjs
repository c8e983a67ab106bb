// The upload baseline: a bare Node server that appends each request body to a file with
// pipeline(req, fs.createWriteStream()) and answers 204 with the new length. Nothing else.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const [port, dir] = process.argv.slice(2);
const server = http.createServer(async (req, res) => {
  if (req.method === 'GET') return res.end('ok');
  const file = path.join(dir, path.basename(new URL(req.url, 'http://x').pathname));
  try {
    await pipeline(req, fs.createWriteStream(file, { flags: req.method === 'POST' ? 'w' : 'a' }));
    res.writeHead(204, { 'upload-offset': String(fs.statSync(file).size) }).end();
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
