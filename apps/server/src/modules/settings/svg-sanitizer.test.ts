import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-processing';
import { InvalidSvgError, sanitizeCss, sanitizeSvg } from './svg-sanitizer';

describe('sanitizeSvg', () => {
  it('keeps drawing elements, local references and text', () => {
    const out = sanitizeSvg(
      '<svg viewBox="0 0 10 10"><defs><clipPath id="c"><circle r="5"/></clipPath></defs><g clip-path="url(#c)"><path d="M0 0h10"/><use href="#c"/></g><title>Logo</title></svg>',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><defs><clipPath id="c"><circle r="5"/></clipPath></defs><g clip-path="url(#c)"><path d="M0 0h10"/><use href="#c"/></g><title>Logo</title></svg>',
    );
  });

  it.each([
    ['script element', '<svg><script>alert(1)</script></svg>', 'alert'],
    ['uppercase script', '<svg><SCRIPT>alert(1)</SCRIPT></svg>', 'alert'],
    ['event handler', '<svg onload="alert(1)"><g onmouseover="alert(2)"/></svg>', 'alert'],
    ['javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript'],
    ['javascript: with tab', '<svg><a xlink:href="jav&#x09;ascript:alert(1)"><rect/></a></svg>', 'ascript'],
    ['external image', '<svg><image href="https://evil.example/a.png"/></svg>', 'evil'],
    ['protocol-relative use', '<svg><use xlink:href="//evil.example/s.svg#a"/></svg>', 'evil'],
    ['external filter', '<svg><rect filter="url(https://evil.example/f.svg#f)"/></svg>', 'evil'],
    ['style url', '<svg><rect style="fill:url(http://evil.example/x)"/></svg>', 'evil'],
    ['style import', '<svg><style>@import url(https://evil.example/a.css); .a{fill:red}</style></svg>', 'evil'],
    ['css escape', '<svg><style>.a{background:\\75 rl(https://evil.example)}</style></svg>', 'evil'],
    [
      'foreignObject',
      '<svg><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject></svg>',
      'onerror',
    ],
    [
      'animation rewriting href',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><rect/></a></svg>',
      'javascript',
    ],
    ['data: SVG image', '<svg><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pg=="/></svg>', 'data:'],
    ['xml:base', '<svg xml:base="https://evil.example/"><use href="#a"/></svg>', 'evil'],
    [
      'set rewriting href',
      '<svg><a><set attributeName="href" to="javascript:alert(1)"/><rect/></a></svg>',
      'javascript',
    ],
    ['data: SVG through use', '<svg><use xlink:href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pg=="/></svg>', 'data:'],
    ['data: URL in CSS', '<svg><rect style="fill:url(data:image/png;base64,AAAA)"/></svg>', 'data:'],
    ['HTML after the root', '<svg><rect/></svg><img src="x" onerror="alert(1)">', 'onerror'],
    ['HTML breaking out of the root', '<svg><p><img src="x" onerror="alert(1)"></p></svg>', 'onerror'],
    [
      'style element holding markup',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>"></style></svg>',
      'onerror',
    ],
    ['HTML inside title', '<svg><title><img src="x" onerror="alert(1)"></title></svg>', 'onerror'],
    ['MathML inside SVG', '<svg><math><mi><img src="x" onerror="alert(1)"></mi></math></svg>', 'onerror'],
    ['iframe srcdoc', '<svg><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></svg>', 'script'],
    ['comment', '<svg><!-- <script>alert(1)</script> --><rect/></svg>', 'script'],
  ])('removes %s', (_label, input, banned) => {
    expect(sanitizeSvg(input)).not.toContain(banned);
  });

  it('keeps embedded raster images as data URIs', () => {
    const out = sanitizeSvg('<svg><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('re-escapes text so entities cannot smuggle markup', () => {
    expect(sanitizeSvg('<svg><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>')).toContain(
      '<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>',
    );
  });

  it('keeps files exported with entity doctypes and ids a page would have clobbered', () => {
    const out = sanitizeSvg(
      '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n' +
        '<svg xmlns="&ns_svg;" viewBox="0 0 1 1"><linearGradient id="title" gradientUnits="userSpaceOnUse">' +
        '<stop offset="0" stop-color="#fff"/></linearGradient><rect fill="url(#title)" width="1" height="1"/></svg>',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><linearGradient id="title" gradientUnits="userSpaceOnUse">' +
        '<stop offset="0" stop-color="#fff"/></linearGradient><rect fill="url(#title)" width="1" height="1"/></svg>',
    );
  });

  it('keeps the CSS of style elements, filtered', () => {
    expect(
      sanitizeSvg('<svg><style><![CDATA[.a{fill:url(#g)} .b{fill:url(https://evil.example/x)}]]></style></svg>'),
    ).toBe('<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:url(#g)} .b{fill:none}</style></svg>');
  });

  it('refuses documents whose root is not <svg>', () => {
    expect(() => sanitizeSvg('<html><svg/></html>')).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg('plain text')).toThrow(InvalidSvgError);
  });
});

describe('sanitizeCss', () => {
  it('keeps local url() and replaces outside ones', () => {
    expect(sanitizeCss('.a{fill:url(#g)} .b{fill:url("https://x.example/a")}')).toBe('.a{fill:url(#g)} .b{fill:none}');
    expect(sanitizeCss('a{b:expression(alert(1))}')).toBeNull();
  });
});

describe('sniffImage', () => {
  it('knows images by their first bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImage(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg/>'))).toBe('svg');
    expect(sniffImage(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg>'))).toBe('svg');
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xfe, 0x00]))).toBeNull();
  });
});
