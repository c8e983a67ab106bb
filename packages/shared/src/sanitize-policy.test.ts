import { describe, expect, it } from 'vitest';
import {
  ARTICLE_POLICY,
  allowedUriPattern,
  isAllowedAttribute,
  isAllowedUrl,
  purifyConfig,
  RICH_TEXT_POLICY,
  SVG_POLICY,
} from './sanitize-policy';

const SCHEMES = RICH_TEXT_POLICY.schemes;

describe('isAllowedUrl', () => {
  it.each([
    'https://example.com/a?b#c',
    'HTTP://example.com',
    'mailto:hi@example.com',
    'tel:+15550100',
    '/docs/start',
    'docs/start',
    '#section-2',
    '?page=2',
    'a/b:c',
  ])('accepts %s', (value) => {
    expect(isAllowedUrl(value, SCHEMES)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,iVBORw0KGgo=',
    'ftp://example.com/a',
    '//evil.example/a',
    '/\\evil.example/a',
    '\\\\evil.example/a',
    ' //evil.example/a',
  ])('refuses %j', (value) => {
    expect(isAllowedUrl(value, SCHEMES)).toBe(false);
  });
});

describe('isAllowedAttribute', () => {
  it('keeps only the attributes listed for the element', () => {
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'a', 'href', 'https://example.com')).toBe(true);
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'a', 'onclick', 'x()')).toBe(false);
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'p', 'title', 'x')).toBe(false);
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'p', 'style', 'color:red')).toBe(false);
  });

  it('holds images to https and code classes to language names', () => {
    expect(isAllowedAttribute(ARTICLE_POLICY, 'img', 'src', 'https://cdn.example/a.png')).toBe(true);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'img', 'src', 'http://cdn.example/a.png')).toBe(false);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'img', 'src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'a', 'href', 'http://example.com')).toBe(true);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'a', 'href', 'tel:+15550100')).toBe(false);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'code', 'class', 'language-ts')).toBe(true);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'code', 'class', 'language-ts evil')).toBe(false);
    expect(isAllowedAttribute(ARTICLE_POLICY, 'p', 'class', 'language-ts')).toBe(false);
  });
});

describe('the allow-lists', () => {
  const everyName = [
    ...RICH_TEXT_POLICY.tags,
    ...ARTICLE_POLICY.tags,
    ...SVG_POLICY.elements,
    ...Object.values(RICH_TEXT_POLICY.attributes).flat(),
    ...Object.values(ARTICLE_POLICY.attributes).flat(),
    ...SVG_POLICY.attributes,
  ].map((name) => name.toLowerCase());

  it('never list what can run script or load another document', () => {
    for (const name of ['script', 'iframe', 'object', 'embed', 'form', 'foreignobject', 'animate', 'set', 'srcdoc']) {
      expect(everyName).not.toContain(name);
    }
    // SVG keeps style (its CSS is filtered on its own); HTML text never does.
    expect(RICH_TEXT_POLICY.tags).not.toContain('style');
    expect(ARTICLE_POLICY.tags).not.toContain('style');
    expect(everyName.filter((name) => name.startsWith('on'))).toEqual([]);
    expect(everyName).not.toContain('xml:base');
  });

  it('give DOMPurify every listed tag and attribute, and an address pattern without unlisted schemes', () => {
    const config = purifyConfig(ARTICLE_POLICY);
    expect(config.ALLOWED_TAGS).toEqual(ARTICLE_POLICY.tags);
    expect(config.ALLOWED_ATTR).toEqual(expect.arrayContaining(['href', 'src', 'align', 'class']));
    expect(config.ALLOWED_URI_REGEXP.test('https://example.com')).toBe(true);
    expect(config.ALLOWED_URI_REGEXP.test('javascript:alert(1)')).toBe(false);
    expect(allowedUriPattern(['https']).test('mailto:a@example.com')).toBe(false);
    expect(allowedUriPattern(['https']).test('/relative')).toBe(true);
  });

  it('accept only base64 raster images as embedded SVG content', () => {
    expect(SVG_POLICY.embeddedImage.test('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(SVG_POLICY.embeddedImage.test('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(SVG_POLICY.embeddedImage.test('data:text/html,<script>')).toBe(false);
  });
});
