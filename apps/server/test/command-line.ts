import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The command line as an operator runs it beside the server: its own process, from the bundle `npm run cli` runs
 * (dist/cli.js, brought up to date by the global setup), with the given settings and nothing else of the test's.
 */
export async function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run('node', ['dist/cli.js', ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
