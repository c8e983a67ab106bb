import { describe, expect, it } from 'vitest';
import { toSafeHtml } from './safe-html';

describe('toSafeHtml', () => {
  it('keeps the editor’s formatting and opens links in a new tab without the opener', () => {
    expect(toSafeHtml('<h2>Hi</h2><p><em>a</em> <a href="https://e.co" target="_self">b</a></p>')).toBe(
      '<h2>Hi</h2><p><em>a</em> <a href="https://e.co" target="_blank" rel="noopener noreferrer nofollow">b</a></p>',
    );
    expect(toSafeHtml('')).toBe('');
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', /script|alert/],
    ['event handler', '<h2 onclick="steal()">Hi</h2><img src="x" onerror="alert(1)">', /onclick|onerror|img/],
    ['javascript: link', '<a href=" javascript:alert(1)">x</a>', /javascript/],
    ['protocol-relative link', '<a href="//evil.example">x</a>', /evil/],
    ['style', '<style>p{}</style><p style="color:red">x</p>', /style/],
    ['iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/],
    ['svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /svg|javascript/],
    ['mutation through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /onerror/],
  ])('removes %s', (_label, input, banned) => {
    expect(toSafeHtml(input)).not.toMatch(banned);
  });
});
