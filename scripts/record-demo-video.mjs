// Records the landing page's demo video from the product itself: a creator builds a PIN portal, a client opens it,
// previews, approves and comments, and the creator follows along. Run after a build, with ffmpeg installed:
//   npm run build && node --import tsx scripts/record-demo-video.mjs
// Writes apps/web/public/media/demo.webm, demo.mp4, demo-poster.jpg and demo.vtt (captions, timed to the video).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { signUpCreator } from '../bench/lib/fixtures.mjs';
import { CHROMIUM_ARGS } from '../bench/lib/route-weight.mjs';
import { startApp } from '../bench/lib/servers.mjs';
import { samplePdf } from '../e2e/fixtures/sample-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/media');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-demo-'));
const SIZE = { width: 1280, height: 720 };
const PIN = '2468';

/** A full-frame card between the acts, in the product's colours. */
function titleCard(step, title, text) {
  return `<!doctype html><html><body style="margin:0;height:100vh;display:grid;place-items:center;
    background:linear-gradient(135deg,#1d4ed8,#7c3aed);font-family:Inter,system-ui,sans-serif;color:#fff">
    <div style="max-width:820px;padding:0 48px">
      <div style="font-size:22px;letter-spacing:.12em;text-transform:uppercase;opacity:.8">${step}</div>
      <h1 style="font-size:60px;line-height:1.1;margin:12px 0 20px">${title}</h1>
      <p style="font-size:28px;line-height:1.4;margin:0;opacity:.92">${text}</p>
    </div></body></html>`;
}

const captions = [];
let recordingStarted = 0;
function caption(text) {
  const at = (Date.now() - recordingStarted) / 1000;
  const previous = captions.at(-1);
  if (previous) previous.end = at;
  captions.push({ start: at, end: at + 4, text });
}

async function signUpAs(base, name) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name, email: `maya-${Date.now()}@example.com`, password: 'demo-password-1' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers.getSetCookie()[0];
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function writeSampleImage(file) {
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'gradients=s=1200x800:c0=0x1d4ed8:c1=0xf472b6:c2=0xfbbf24:n=3:duration=1:speed=0.00001'],
    ...['-frames:v', '1', file],
  ]);
}

const FPS = 25;

/**
 * Records the page through Chromium's screencast: the latest frame is written at a steady FPS (repeated to catch up
 * when the machine lags), so the video runs at wall-clock speed and the captions stay in step with it.
 */
async function startRecording(page, file) {
  const session = await page.context().newCDPSession(page);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      '-r',
      String(FPS),
      '-i',
      '-',
      '-c:v',
      'copy',
      file,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const finished = new Promise((resolve, reject) =>
    ffmpeg.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  let latest = null;
  let written = 0;
  session.on('Page.screencastFrame', ({ data, sessionId }) => {
    latest = Buffer.from(data, 'base64');
    session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: SIZE.width,
    maxHeight: SIZE.height,
  });
  recordingStarted = Date.now();
  const tick = () => {
    const due = Math.floor(((Date.now() - recordingStarted) / 1000) * FPS);
    for (; latest && written < due; written++) ffmpeg.stdin.write(latest);
  };
  const timer = setInterval(tick, 1000 / FPS);
  return {
    async stop() {
      tick();
      clearInterval(timer);
      await session.send('Page.stopScreencast').catch(() => {});
      ffmpeg.stdin.end();
      await finished;
      return file;
    },
  };
}

async function record(base, cookie) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    slowMo: 120,
  });
  const context = await browser.newContext({ viewport: SIZE, colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('clientdock-theme', 'light'));
  const [name, value] = cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  const recording = await startRecording(page, path.join(work, 'raw.mkv'));

  caption('ClientDock: a branded client portal in three steps.');
  await page.setContent(
    titleCard('ClientDock', 'Client work, handed off beautifully', 'Build a portal, share one link, follow along.'),
  );
  await pause(3000);

  caption('1. Build a portal: start from a name, then add files.');
  await page.setContent(titleCard('Step 1', 'Build a portal', 'Name it, add your files, choose who can open it.'));
  await pause(2500);
  await page.goto(`${base}/dashboard/portals`);
  await page.getByRole('button', { name: 'Create your first portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New portal' });
  await dialog.getByLabel('Portal name').pressSequentially('Acme rebrand', { delay: 70 });
  await pause(600);
  await dialog.getByRole('button', { name: 'Create portal' }).click();
  await page.getByRole('heading', { level: 1, name: 'Acme rebrand' }).waitFor();
  await pause(1200);
  await page.getByRole('tab', { name: 'Files' }).click();
  const image = path.join(work, 'moodboard.png');
  writeSampleImage(image);
  const pdf = path.join(work, 'brand-guidelines.pdf');
  fs.writeFileSync(pdf, samplePdf('Acme brand guidelines, version 1'));
  await page.getByLabel('Choose files to upload').setInputFiles([image, pdf]);
  await page.getByRole('list', { name: 'Files' }).getByText('brand-guidelines.pdf', { exact: true }).waitFor();
  await pause(2000);

  caption('Protect it with a PIN, or a one-time code sent to your client.');
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('radio', { name: 'PIN' }).check();
  await page.getByLabel('PIN code').pressSequentially(PIN, { delay: 120 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved').first().waitFor();
  await pause(1500);

  caption('2. Share one link. Your client needs no account.');
  await page.getByRole('tab', { name: 'Share' }).click();
  const link = await page.getByLabel('Link for your client').inputValue();
  await pause(2500);
  await page.setContent(
    titleCard('Step 2', 'Share one link', 'Your client opens it on any device, no account needed.'),
  );
  await pause(2500);

  caption('Your client enters the PIN and sees your branded portal.');
  await page.goto(link);
  await page.getByLabel('PIN').pressSequentially(PIN, { delay: 150 });
  await page.getByRole('button', { name: 'Unlock portal' }).click();
  await page.getByText('brand-guidelines.pdf').first().waitFor();
  await pause(2000);

  caption('They preview files in the page and approve them, with a receipt.');
  await page.getByRole('button', { name: 'Open brand-guidelines.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'brand-guidelines.pdf' });
  await preview.locator('canvas').first().waitFor();
  await pause(1500);
  await preview.getByRole('button', { name: 'Approve' }).first().click();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await approve.getByLabel('Your name').pressSequentially('Jordan Lee', { delay: 70 });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await preview.getByRole('article', { name: /Approval receipt/ }).waitFor();
  await pause(2500);
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'hidden' });

  caption('Comments stay with the portal, threaded with your replies.');
  const comment = page.getByLabel('Your comment');
  await comment.scrollIntoViewIfNeeded();
  await comment.pressSequentially('Looks great. Could the logo be a touch bigger?', { delay: 35 });
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.getByText('Could the logo be a touch bigger?').last().waitFor();
  await pause(2000);

  caption('3. Follow along: every view, download, comment and approval.');
  await page.setContent(
    titleCard('Step 3', 'Follow along', 'See every view, download, comment and approval as it happens.'),
  );
  await pause(2500);
  await page.goBack();
  await page.goto(`${base}/dashboard/portals`);
  await page
    .getByRole('link', { name: /Acme rebrand/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await pause(3000);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await pause(3000);
  await page.keyboard.press('Escape');

  caption('Start free: three portals, no card needed.');
  await page.setContent(
    titleCard('ClientDock', 'Start free today', 'Three portals on the free plan. Self-host it, or let us run it.'),
  );
  await pause(3000);
  captions.at(-1).end = (Date.now() - recordingStarted) / 1000;

  const raw = await recording.stop();
  await context.close();
  await browser.close();
  return raw;
}

function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function encode(raw) {
  fs.mkdirSync(out, { recursive: true });
  const quiet = ['-loglevel', 'error', '-y', '-i', raw];
  execFileSync('ffmpeg', [
    ...quiet,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-an'],
    path.join(out, 'demo.webm'),
  ]);
  execFileSync('ffmpeg', [
    ...quiet,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
    path.join(out, 'demo.mp4'),
  ]);
  execFileSync('ffmpeg', [...quiet, '-ss', '1.5', '-frames:v', '1', '-q:v', '4', path.join(out, 'demo-poster.jpg')]);
  const cues = captions.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${c.text}\n`);
  fs.writeFileSync(path.join(out, 'demo.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
}

const app = await startApp(Number(process.env.PORT ?? 3950));
try {
  // The instance's first account is its administrator; the demo shows an ordinary creator's screens.
  await signUpCreator(app.base);
  const cookie = await signUpAs(app.base, 'Maya Torres');
  const raw = await record(app.base, cookie);
  encode(raw);
  for (const file of fs.readdirSync(out)) console.log(`${file}: ${fs.statSync(path.join(out, file)).size} bytes`);
} finally {
  await app.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
