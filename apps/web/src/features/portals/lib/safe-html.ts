import { isAllowedAttribute, purifyConfig, RICH_TEXT_POLICY } from '@clientdock/shared';
import createDOMPurify, { type DOMPurify } from 'dompurify';

// The server sanitizes content sections when they are saved, with the same shared allow-list; the editor's live
// previews show text that has not been saved yet, so they clean it here first. The client portal does not use
// this: it shows what the server stored, already clean, and stays without DOMPurify's weight.

let purify: DOMPurify | null = null;
const CONFIG = purifyConfig(RICH_TEXT_POLICY);

function richTextPurifier(): DOMPurify {
  if (purify) return purify;
  // An instance of its own, so these hooks never apply to another caller's DOMPurify.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    if (!isAllowedAttribute(RICH_TEXT_POLICY, node.nodeName.toLowerCase(), event.attrName, event.attrValue)) {
      event.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    for (const [name, value] of Object.entries(RICH_TEXT_POLICY.linkAttributes ?? {})) node.setAttribute(name, value);
  });
  purify = instance;
  return instance;
}

export function toSafeHtml(html: string): string {
  if (!html) return '';
  return richTextPurifier().sanitize(html, CONFIG);
}
