import { SVG_POLICY } from '@clientdock/shared';
import type { Config } from 'dompurify';
import { type AttributeHookEvent, type DomNode, lazyPurifier } from '../../lib/sanitize-html';

// Uploaded logos go through DOMPurify with the SVG allow-list of the shared policy, plus what DOMPurify leaves to
// its caller: CSS (style attributes and elements) and references. Every reference outside the file itself
// (http(s), protocol-relative, other files, data: other than embedded raster images) is dropped, so a logo can
// neither run code nor make a viewer's browser fetch anything. The output is written out as XML from the cleaned
// tree, never copied from the input, so comments, doctypes (and their entity definitions) and processing
// instructions do not survive either.

export class InvalidSvgError extends Error {}

const SVG_NS = 'http://www.w3.org/2000/svg';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_NODE = 4;

// Before the root element an SVG file may only hold a BOM, whitespace, an XML declaration, comments and a doctype.
const SVG_PROLOGUE = /^\uFEFF?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

/** Strips what browsers ignore inside URLs (whitespace, control characters) before judging a value. */
function compact(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) out += ch;
  }
  return out.toLowerCase();
}

const URL_FUNCTION = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

function onlyLocalUrls(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    if (!match[2].trim().startsWith('#')) return false;
  }
  // A url( the pattern above could not read (unbalanced, escaped) is refused too.
  return (value.match(/url\s*\(/gi)?.length ?? 0) === [...value.matchAll(URL_FUNCTION)].length;
}

function isDangerous(value: string): boolean {
  const flat = compact(value);
  return (
    flat.includes('javascript:') ||
    flat.includes('vbscript:') ||
    flat.includes('expression(') ||
    flat.includes('-moz-binding') ||
    flat.includes('behavior:') ||
    flat.includes('@import')
  );
}

/**
 * CSS from a style attribute or element, or null when it cannot be kept. Escapes are refused outright:
 * CSS decodes them, so `\75 rl(` would be a url( that no pattern here recognises.
 */
export function sanitizeCss(css: string): string | null {
  if (css.includes('\\')) return null;
  const withoutImports = css.replace(/@import[^;]*;?/gi, '');
  if (isDangerous(withoutImports)) return null;
  // External references become "none", which is what a blocked fetch would have drawn anyway.
  return withoutImports.replace(URL_FUNCTION, (whole, _quote: string, target: string) =>
    target.trim().startsWith('#') ? whole : 'none',
  );
}

/** An attribute DOMPurify has let through, held to the rules for references and CSS; null drops it. */
function checkAttribute(element: string, name: string, value: string): string | null {
  if (name === 'href' || name === 'xlink:href') {
    const flat = compact(value);
    if (flat.startsWith('#') && !flat.includes('(')) return value.trim();
    const data = value.replace(/\s+/g, '');
    if (element === 'image' && SVG_POLICY.embeddedImage.test(data)) return data;
    return null;
  }
  if (name === 'style') return sanitizeCss(value);
  if (isDangerous(value)) return null;
  if (/url\s*\(/i.test(value) && !onlyLocalUrls(value)) return null;
  return value;
}

const UNWRAPPED: ReadonlySet<string> = new Set(SVG_POLICY.unwrapped);

const svgPurifier = lazyPurifier((purify) => {
  purify.addHook('uponSanitizeElement', (node, event) => {
    const element = node as unknown as DomNode;
    if (!UNWRAPPED.has(event.tagName)) return;
    // Moved after the element, so DOMPurify still walks them once the element itself is gone.
    const children = Array.from(element.childNodes);
    for (const child of children.reverse()) element.parentNode?.insertBefore(child, element.nextSibling);
  });
  purify.addHook('uponSanitizeAttribute', (node, event: AttributeHookEvent) => {
    const element = node as unknown as DomNode;
    const value = checkAttribute(element.localName, event.attrName, event.attrValue);
    if (value === null) event.keepAttr = false;
    else event.attrValue = value;
  });
});

const SVG_CONFIG: Config = {
  // KEEP_CONTENT off also drops text unless it is listed.
  ALLOWED_TAGS: [...SVG_POLICY.elements, '#text'],
  ALLOWED_ATTR: [...SVG_POLICY.attributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unknown elements go with everything inside them: a logo has no use for foreignObject's or a script's text.
  KEEP_CONTENT: false,
  // Logos are only ever shown as images (and served sandboxed), never inserted into a page, so ids such as
  // "title" cannot clobber anything there; dropping them would break the gradients and masks that use them.
  SANITIZE_DOM: false,
  RETURN_DOM: true,
};

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The cleaned tree as XML; SVG 2's plain href replaces xlink:href, so the output needs no xlink namespace. */
function serialize(element: DomNode, isRoot: boolean): string {
  const name = element.localName;
  const attributes = new Map<string, string>();
  for (const { name: attribute, value } of Array.from(element.attributes)) {
    if (attribute === 'xlink:href') {
      if (!attributes.has('href')) attributes.set('href', value);
    } else if (!attribute.startsWith('xmlns')) {
      attributes.set(attribute, value);
    }
  }
  if (isRoot) attributes.set('xmlns', SVG_NS);
  let out = `<${name}`;
  for (const [attribute, value] of attributes) out += ` ${attribute}="${escapeAttribute(value)}"`;

  let inner = '';
  if (name === 'style') {
    const css = sanitizeCss(element.textContent ?? '');
    if (css) inner = escapeText(css);
  } else {
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_NODE) inner += escapeText(child.textContent ?? '');
      else if (child.nodeType === ELEMENT_NODE && child.namespaceURI === SVG_NS) inner += serialize(child, false);
    }
  }
  return inner ? `${out}>${inner}</${name}>` : `${out}/>`;
}

/** Sanitised SVG markup; throws InvalidSvgError when the input's root element is not <svg>. */
export function sanitizeSvg(input: string): string {
  if (!SVG_PROLOGUE.test(input)) throw new InvalidSvgError('The root element is not <svg>.');
  const body = svgPurifier().sanitize(input, SVG_CONFIG) as unknown as DomNode;
  const root = Array.from(body.childNodes).find(
    (node) => node.nodeType === ELEMENT_NODE && node.namespaceURI === SVG_NS && node.localName === 'svg',
  );
  if (!root) throw new InvalidSvgError('No <svg> element found.');
  return serialize(root, true);
}
