import { Marked } from 'marked';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

/** A post's Markdown as the HTML readers get. */
export function renderArticle(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source) as string);
}
