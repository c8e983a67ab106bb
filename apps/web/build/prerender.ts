import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { bundleForNode } from './node-bundle';

/** Where the server looks for them: <dist>/prerendered/<path>/index.html. */
export const PRERENDER_DIR = 'prerendered';

interface RenderedPage {
  html: string;
  head: string;
  styles: string;
}

/** From the renderer's bundle, which carries the shared package. */
interface ThemeSwap {
  templateId: string;
  script: string;
}

interface PageOffer {
  billing: 'stripe' | 'none';
  showPrices: boolean;
  hasContact: boolean;
}

interface OfferCopies {
  anyOffer: string;
  offers: readonly PageOffer[];
  variant: (offer: PageOffer) => string;
}

type RenderPage = (url: string, mode?: 'light' | 'dark', offer?: PageOffer) => Promise<RenderedPage>;

/** A page as drawn by day and by night for one offer ('' for the build's own, `any` when it is the same for all). */
interface PageCopy {
  offer: string;
  light: RenderedPage;
  dark: RenderedPage;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

// The update notice imports the PWA plugin's virtual module, which only the browser build provides.
function pwaStub(): Plugin {
  const id = '\0pwa-register-stub';
  return {
    name: 'clientdock-pwa-register-stub',
    resolveId: (source) => (source.startsWith('virtual:pwa-register') ? id : null),
    load: (source) =>
      source === id
        ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} }; }\nexport function registerSW() { return async () => {}; }'
        : null,
  };
}

/** Bundles the page renderer for Node, into a folder of its own that is removed after the pages are written. */
async function buildRenderer(root: string): Promise<{ dir: string; entry: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-prerender-'));
  const entry = await bundleForNode({
    root,
    entry: 'src/prerender/render-page.tsx',
    outDir: dir,
    fileName: 'render-page.mjs',
    plugins: [pwaStub()],
  });
  return { dir, entry };
}

/**
 * The source module of each public page and of the layout around it, read from the route table, so the page can
 * ask for its own chunks at once instead of discovering them one by one after the entry script runs.
 */
function pageModules(root: string): Map<string, string[]> {
  const source = fs.readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
  const toFile = (specifier: string, from: string) => {
    const base = specifier.startsWith('@/')
      ? path.join(root, 'src', specifier.slice(2))
      : path.resolve(path.join(root, from), specifier);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    return file ? path.relative(root, file).split(path.sep).join('/') : null;
  };
  const shell = [toFile('./layout/app-shell', 'src/app')];
  const modules = new Map<string, string[]>();
  for (const match of source.matchAll(/route\('([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)\)/g)) {
    modules.set(
      `/${match[1]}`,
      [...shell, toFile(match[2], 'src/app')].filter((f): f is string => Boolean(f)),
    );
  }
  const landing = /index:\s*true,\s*lazy:\s*page\(\(\)\s*=>\s*import\('([^']+)'\)\)/.exec(source)?.[1];
  if (landing) {
    const guard = toFile('./guards/guest-only', 'src/app');
    modules.set(
      '/',
      [...shell, guard, toFile(landing, 'src/app')].filter((f): f is string => Boolean(f)),
    );
  }
  return modules;
}

// Starts the app when a visitor reaches for the page (see the script itself for when and why).
const START_SCRIPT = fs.readFileSync(new URL('./start-app.js', import.meta.url), 'utf8');

/** Writes the start script beside the other assets (content-hashed, so it is cached like them). */
function writeStartScript(outDir: string): string {
  const hash = createHash('sha256').update(START_SCRIPT).digest('base64url').slice(0, 8);
  const file = `assets/start-${hash}.js`;
  fs.writeFileSync(path.join(outDir, file), START_SCRIPT);
  return `/${file}`;
}

function preloadUrls(outDir: string, modules: string[]): string[] {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
}

/**
 * The page's night copy, swapped in by the inline script before the first paint when the visitor's theme is dark
 * (see PRERENDER_THEME_SCRIPT). A <template> is inert: a visitor by day pays only for its bytes, which brotli
 * mostly finds in the day copy.
 */
function darkCopy(dark: RenderedPage, swap: ThemeSwap): string {
  return `<template id="${swap.templateId}">${dark.styles}${dark.html}</template><script>${swap.script}</script>`;
}

function pageHtml(
  template: string,
  { offer, light: page, dark }: PageCopy,
  swap: ThemeSwap,
  startScript: string,
  pagePreloads: string[],
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script to start the app with');
  // The entry's own preloads move into the start script, with the page's: all of them after the first paint.
  const templatePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const preloads = [...new Set([...templatePreloads, ...pagePreloads])].join(' ');
  const startTag = `<script src="${startScript}" data-entry="${entry[1]}" data-preload="${preloads}" defer></script>`;
  const withHead = template
    .replace(entry[0], startTag)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${page.head}\n    ${page.styles}</head>`);
  const start = withHead.indexOf('<div id="root">');
  const end = withHead.lastIndexOf('</div>', withHead.indexOf('</body>'));
  if (start < 0 || end < 0) throw new Error('index.html has no <div id="root"> to render into');
  const root = `<div id="root" data-prerendered data-offer="${offer}">${page.html}</div>`;
  return `${withHead.slice(0, start)}${root}${darkCopy(dark, swap)}${withHead.slice(end + 6)}`;
}

// Small enough to cost less in every page than the round trip a stylesheet link holds the first paint for.
const INLINE_CSS_MAX_BYTES = 16 * 1024;

/**
 * The template's stylesheets (the entry's font faces), put in the page instead of linked: a linked stylesheet
 * holds the first paint until it arrives. Their URLs are absolute (/assets/...), so they mean the same inline.
 */
function inlineStylesheets(template: string, outDir: string): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
    const css = fs.readFileSync(path.join(outDir, file), 'utf8');
    return Buffer.byteLength(css) <= INLINE_CSS_MAX_BYTES ? `<style>${css}</style>` : tag;
  });
}

/**
 * The page for the build's own offer, and a copy for each other offer that draws it differently (written as
 * index.<variant>.html). A page drawn the same for every offer is marked as fit for any.
 */
async function pageCopies(renderPage: RenderPage, pagePath: string, copies: OfferCopies): Promise<PageCopy[]> {
  const built = { offer: '', light: await renderPage(pagePath, 'light'), dark: await renderPage(pagePath, 'dark') };
  const others: PageCopy[] = [];
  for (const offer of copies.offers) {
    const light = await renderPage(pagePath, 'light', offer);
    if (light.html === built.light.html && light.styles === built.light.styles) continue;
    others.push({ offer: copies.variant(offer), light, dark: await renderPage(pagePath, 'dark', offer) });
  }
  return others.length ? [built, ...others] : [{ ...built, offer: copies.anyOffer }];
}

/**
 * Renders the public pages to static HTML after the browser build: their content is then in the first response,
 * for people on slow connections and for search engines. Written to <outDir>/prerendered/<path>/index.html.
 */
export async function prerenderPublicPages(outDir: string, root: string): Promise<void> {
  const template = inlineStylesheets(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'), outDir);
  const renderer = await buildRenderer(root);
  try {
    const { renderPage, PRERENDERED_PATHS, THEME_SWAP, OFFER_COPIES } = (await import(
      pathToFileURL(renderer.entry).href
    )) as {
      renderPage: RenderPage;
      PRERENDERED_PATHS: string[];
      THEME_SWAP: ThemeSwap;
      OFFER_COPIES: OfferCopies;
    };
    const modules = pageModules(root);
    const startScript = writeStartScript(outDir);
    fs.rmSync(path.join(outDir, PRERENDER_DIR), { recursive: true, force: true });
    for (const pagePath of PRERENDERED_PATHS) {
      const dir = path.join(outDir, PRERENDER_DIR, pagePath);
      fs.mkdirSync(dir, { recursive: true });
      const pagePreloads = preloadUrls(outDir, modules.get(pagePath) ?? []);
      for (const copy of await pageCopies(renderPage, pagePath, OFFER_COPIES)) {
        const name = copy.offer && copy.offer !== OFFER_COPIES.anyOffer ? `index.${copy.offer}.html` : 'index.html';
        fs.writeFileSync(path.join(dir, name), pageHtml(template, copy, THEME_SWAP, startScript, pagePreloads));
      }
    }
  } finally {
    fs.rmSync(renderer.dir, { recursive: true, force: true });
  }
}
