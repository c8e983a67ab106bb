// The server sanitizes content sections when they are saved; the editor's live previews show text that has not
// been saved yet, so they keep only the same small set of tags before rendering it.
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'HR',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = [...element.childNodes].map((child) => clean(child, doc)).filter((child) => child !== null);
  if (!ALLOWED_TAGS.has(element.tagName)) {
    if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE'].includes(element.tagName)) return null;
    const fragment = doc.createDocumentFragment();
    for (const child of children) fragment.appendChild(child);
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  if (element.tagName === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_HREF.test(href)) copy.setAttribute('href', href);
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  for (const child of children) copy.appendChild(child);
  return copy;
}

export function toSafeHtml(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  for (const child of [...parsed.body.childNodes]) {
    const cleaned = clean(child, out);
    if (cleaned) root.appendChild(cleaned);
  }
  return root.innerHTML;
}
