import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps formatting and gives every link a new tab without the opener', () => {
    expect(
      sanitizeRichText(
        '<h2>Hi</h2><p><strong>Bold</strong> <a href="https://e.co" target="_self" rel="opener">x</a></p>',
      ),
    ).toBe(
      '<h2>Hi</h2><p><strong>Bold</strong> <a href="https://e.co" target="_blank" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(sanitizeRichText('<a href="mailto:a@e.co">m</a>')).toContain('href="mailto:a@e.co"');
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', /script|alert/],
    ['event handler', '<h2 onclick="steal()">Hi</h2>', /onclick/],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript/],
    ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>', /href/],
    ['protocol-relative link', '<a href="//evil.example">x</a>', /evil/],
    ['data: link', '<a href="data:text/html,x">x</a>', /data:/],
    ['style attribute', '<p style="background:url(https://evil.example)">x</p>', /style|evil/],
    ['image', '<img src="x" onerror="alert(1)">', /img|onerror/],
    ['iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/],
    ['form', '<form action="https://evil.example"><button>Go</button></form>', /form|button|evil/],
    ['title on a paragraph', '<p title="x">a</p>', /title/],
    ['mutation through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror/],
    ['svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /svg|javascript/],
  ])('removes %s', (_label, input, banned) => {
    expect(sanitizeRichText(input)).not.toMatch(banned);
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps what Markdown makes', () => {
    const html =
      '<h5>T</h5><table><thead><tr><th align="left">a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>' +
      '<pre><code class="language-ts">x</code></pre><del>old</del><ol start="3"><li>c</li></ol>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('holds images to https, marks them lazy and keeps task-list checkboxes read-only', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.png" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" loading="lazy">',
    );
    expect(sanitizeArticleHtml('<img src="http://cdn.example/a.png">')).not.toContain('src');
    expect(sanitizeArticleHtml('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
    expect(sanitizeArticleHtml('<input type="checkbox" checked>')).toBe(
      '<input type="checkbox" checked="" disabled="">',
    );
    expect(sanitizeArticleHtml('<input type="text" value="x"><input>')).toBe('');
  });

  it('marks outside links nofollow and leaves the site’s own alone', () => {
    expect(sanitizeArticleHtml('<a href="https://e.co">x</a>')).toBe(
      '<a href="https://e.co" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/docs">x</a>')).toBe('<a href="/docs">x</a>');
    expect(sanitizeArticleHtml('<code class="hljs language-ts">x</code>')).toBe('<code>x</code>');
  });
});
