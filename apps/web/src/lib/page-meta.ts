// The document head of a page: its title, description and Open Graph tags. Set in the browser on every route
// change; collected instead while the build renders the public pages to HTML.

export const SITE_NAME = 'ClientDock';

export interface PageHead {
  title: string;
  description: string;
  /** "article" for a blog post; every other page is a website. */
  type?: 'website' | 'article';
  /** Keep search engines away (sign-in screens, private pages). */
  noindex?: boolean;
}

export const DEFAULT_META: PageHead = {
  title: SITE_NAME,
  description: 'Branded client portals your clients open without an account.',
};

/** "Pricing · ClientDock"; a title that already names the product is kept as it is. */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

interface HeadTag {
  key: 'name' | 'property';
  name: string;
  content: string;
}

/** The meta tags of a page, in the order they are written into the head. */
export function metaTags(meta: PageHead, url?: string): HeadTag[] {
  const title = documentTitle(meta.title);
  const tags: HeadTag[] = [
    { key: 'name', name: 'description', content: meta.description },
    { key: 'property', name: 'og:site_name', content: SITE_NAME },
    { key: 'property', name: 'og:type', content: meta.type ?? 'website' },
    { key: 'property', name: 'og:title', content: title },
    { key: 'property', name: 'og:description', content: meta.description },
    { key: 'name', name: 'twitter:card', content: 'summary' },
    { key: 'name', name: 'twitter:title', content: title },
    { key: 'name', name: 'twitter:description', content: meta.description },
    { key: 'name', name: 'robots', content: meta.noindex ? 'noindex, nofollow' : 'index, follow' },
  ];
  if (url) tags.push({ key: 'property', name: 'og:url', content: url });
  return tags;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head's title and meta tags as HTML, for pages rendered at build time. */
export function headHtml(meta: PageHead): string {
  const tags = metaTags(meta)
    .map((tag) => `<meta ${tag.key}="${tag.name}" content="${escapeAttribute(tag.content)}" />`)
    .join('\n    ');
  return `<title>${escapeAttribute(documentTitle(meta.title))}</title>\n    ${tags}`;
}

/** Writes a page's head in the browser, updating the tags that are there and adding the missing ones. */
export function applyPageMeta(meta: PageHead, doc: Document = document): void {
  doc.title = documentTitle(meta.title);
  const url = doc.defaultView ? doc.defaultView.location.origin + doc.defaultView.location.pathname : undefined;
  for (const tag of metaTags(meta, url)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.key}="${tag.name}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(tag.key, tag.name);
      doc.head.appendChild(element);
    }
    element.setAttribute('content', tag.content);
  }
}
