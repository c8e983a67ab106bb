// npm run cli: the operator's command line (apps/server/src/cli.ts), run from its bundle beside the server's and
// rebuilt first when the sources changed, as npm start does. npm runs a workspace's script in the workspace's
// folder: DATA_DIR is read from the repository root as npm start reads it (else the command opened another, empty
// database), and file arguments from the folder npm was run in.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, builtServerId, serverDist, sourceBuildId } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR ?? 'data');
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
if (builtServerId() !== sourceBuildId()) {
  console.error('The server was not built from these sources; building it first...');
  await buildServer();
}
await import(pathToFileURL(path.join(serverDist, 'cli.js')).href);
