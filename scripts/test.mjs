// The one test command: lint, types and a production build, unit, integration (SQLite, then PostgreSQL when
// TEST_DATABASE_URL is set), and end-to-end in Chromium. Prints one closing tally line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-reports-'));
const only = process.argv.slice(2);
const suiteStarted = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const failures = [];
const timings = [];

const selected = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

async function run(name, command, args, { env = {}, cwd = root, report } = {}) {
  if (!selected(name)) return;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([name, seconds]);
  if (report && fs.existsSync(report)) tally(report);
  if (status !== 0) {
    failures.push(name);
    if (!report) failed += 1;
    console.log(`✖ ${name} failed (${seconds}s)`);
  } else {
    console.log(`✔ ${name} (${seconds}s)`);
  }
}

/** Starts a step with its output held back; `print()` on the answer prints it in one piece, as if it had run alone. */
async function runQuietly({ name, command, args, cwd = root }) {
  const started = Date.now();
  const output = [];
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push([name, seconds]);
  return {
    print() {
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) {
        failures.push(name);
        failed += 1;
        console.log(`✖ ${name} failed (${seconds}s)`);
      } else {
        console.log(`✔ ${name} (${seconds}s)`);
      }
    },
  };
}

/** Steps that use one core each (lint, the type checks, the build) run two at a time. */
async function runTogether(steps, width = 2) {
  const queue = steps.filter(({ name }) => selected(name));
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) (await runQuietly(step)).print();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function tally(file) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof data.numPassedTests === 'number') {
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
  } else if (data.stats) {
    passed += data.stats.expected + (data.stats.flaky ?? 0);
    flaky += data.stats.flaky ?? 0;
    failed += data.stats.unexpected;
    skipped += data.stats.skipped;
  }
}

const vitest = (name, workspace, env) => {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: path.join(root, workspace),
    env,
    report,
  });
};

await runTogether([
  { name: 'build web', command: 'npm', args: ['run', 'build', '-w', 'apps/web'] },
  { name: 'types apps/web', command: 'npx', args: ['tsc', '--noEmit', '-p', 'apps/web'] },
  { name: 'types apps/server', command: 'npx', args: ['tsc', '--noEmit', '-p', 'apps/server'] },
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'types packages/shared', command: 'npx', args: ['tsc', '--noEmit', '-p', 'packages/shared'] },
  { name: 'types e2e', command: 'npx', args: ['tsc', '--noEmit', '-p', 'e2e'] },
  { name: 'api contract of web mocks', command: 'node', args: ['scripts/api-contract.mjs', '--check'] },
]);
await vitest('unit shared', 'packages/shared');
await vitest('unit web', 'apps/web');
await vitest('integration sqlite', 'apps/server', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) await vitest('integration postgres', 'apps/server');
else console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is skipped)');
const e2eReport = path.join(reports, 'e2e.json');
await run('e2e chromium', 'npx', ['playwright', 'test'], {
  cwd: path.join(root, 'e2e'),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: e2eReport,
});

const totalSeconds = ((Date.now() - suiteStarted) / 1000).toFixed(0);
console.log('\nStep times (steps that ran side by side overlap):');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(24)} ${seconds.padStart(7)} s`);
console.log(`  ${'whole run'.padEnd(24)} ${totalSeconds.padStart(7)} s`);
if (flaky > 0) console.log(`\n${flaky} test(s) passed only on retry: a flaky test is a bug, see the e2e report above.`);
console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`Flaky tests (green only on a retry): ${flaky}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// A retry shows whether a failure repeats; a test that needed one still fails the run.
if (flaky > 0) console.log('The run fails: every test must pass on its first try.');
process.exit(failures.length > 0 || flaky > 0 ? 1 : 0);
