import { describe, expect, it } from 'vitest';
import { escapeHtml, textParagraphsHtml } from './html-text';

describe('html text', () => {
  it('escapes the five characters that change meaning in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('makes paragraphs of blank-line blocks and keeps single line breaks', () => {
    expect(textParagraphsHtml('Hi <you>\nthere\n\nBye')).toBe('<p>Hi &#60;you&#62;<br>there</p><p>Bye</p>');
  });
});
