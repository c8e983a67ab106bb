import { Marked } from 'marked';
import sanitize from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

// Articles: what Markdown makes (headings, lists, tables, code, images, links) and nothing else. Scripts,
// styles, event handlers, frames and javascript: or data: URLs never survive, whatever the source says.
const ARTICLE_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    // GitHub-style task lists are shown, never edited.
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: '' } }),
  },
};

/** Makes an article's HTML safe to put in a page: the one allow-list for writing and reading posts. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, ARTICLE_OPTIONS);
}

/** A post's Markdown as the HTML readers get. */
export function renderArticle(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source) as string);
}
