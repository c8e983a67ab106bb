import {
  ARTICLE_POLICY,
  type HtmlPolicy,
  isAllowedAttribute,
  purifyConfig,
  RICH_TEXT_POLICY,
} from '@clientdock/shared';
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { loadPackage } from './load-package';

// DOMPurify on a jsdom window, made the first time something is sanitized: loading jsdom takes a few hundred
// milliseconds, which start-up should not pay when nothing is saved. It is required, not import()ed, so the
// sanitizers stay synchronous for the code that calls them.

/** The little of the DOM the hooks here read (the server is compiled without the DOM's types). */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  parentNode: DomNode | null;
  nextSibling: DomNode | null;
  childNodes: ArrayLike<DomNode>;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  insertBefore(node: DomNode, before: DomNode | null): void;
  remove(): void;
}

export interface AttributeHookEvent {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

let purifyWindow: WindowLike | null = null;

/** A DOMPurify instance of its own (hooks are per instance), set up once, on first use. */
export function lazyPurifier(setup: (purify: DOMPurify) => void): () => DOMPurify {
  let instance: DOMPurify | null = null;
  return () => {
    if (!instance) {
      if (!purifyWindow) {
        const { JSDOM } = loadPackage<{ JSDOM: new (html: string) => { window: unknown } }>('jsdom');
        purifyWindow = new JSDOM('<!DOCTYPE html>').window as WindowLike;
      }
      instance = loadPackage<DOMPurify>('dompurify')(purifyWindow);
      setup(instance);
    }
    return instance;
  };
}

/** Hooks that hold attributes to the policy's lists per element and give links their fixed attributes. */
function applyPolicy(purify: DOMPurify, policy: HtmlPolicy) {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = (node as unknown as DomNode).nodeName.toLowerCase();
    if (!isAllowedAttribute(policy, tag, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as DomNode;
    if (element.nodeName !== 'A' || !policy.linkAttributes) return;
    for (const [name, value] of Object.entries(policy.linkAttributes)) element.setAttribute(name, value);
  });
}

const richText = lazyPurifier((purify) => applyPolicy(purify, RICH_TEXT_POLICY));
const RICH_TEXT_CONFIG: Config = purifyConfig(RICH_TEXT_POLICY);

/**
 * Rich text from the section editor: basic formatting and links only. Scripts, styles, event handlers and
 * javascript: URLs never survive, whatever the editor sends.
 */
export function sanitizeRichText(html: string): string {
  return richText().sanitize(html, RICH_TEXT_CONFIG);
}

const article = lazyPurifier((purify) => {
  applyPolicy(purify, ARTICLE_POLICY);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as DomNode;
    if (element.nodeName === 'A' && /^https?:/i.test(element.getAttribute('href') ?? '')) {
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    } else if (element.nodeName === 'IMG') {
      element.setAttribute('loading', 'lazy');
    } else if (element.nodeName === 'INPUT') {
      // Markdown makes checkboxes for task lists, and they are shown, never edited; no other input is kept.
      if (element.getAttribute('type') === 'checkbox') element.setAttribute('disabled', '');
      else element.remove();
    }
  });
});
const ARTICLE_CONFIG: Config = purifyConfig(ARTICLE_POLICY);

// Articles are sanitized again on every public read, and parsing in jsdom costs about 10 ms per 5 KB: the same
// stored HTML always comes out the same, so the last few results are kept instead of parsed again.
const RECENT_ARTICLES = 32;
const recentArticles = new Map<string, string>();

/**
 * Blog articles: what Markdown makes and nothing else. Scripts, styles, event handlers, frames and javascript:
 * or data: URLs never survive, whatever the source says.
 */
export function sanitizeArticleHtml(html: string): string {
  const known = recentArticles.get(html);
  if (known !== undefined) return known;
  const clean = article().sanitize(html, ARTICLE_CONFIG);
  if (recentArticles.size >= RECENT_ARTICLES) recentArticles.delete(recentArticles.keys().next().value as string);
  recentArticles.set(html, clean);
  return clean;
}
