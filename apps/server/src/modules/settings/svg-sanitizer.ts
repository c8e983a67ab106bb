import { Parser } from 'htmlparser2';

// An allow-list SVG sanitizer for uploaded logos. Whatever is not listed here is dropped: scripts, foreignObject
// (HTML inside SVG), animation elements (they can rewrite an href to javascript:), event handler attributes,
// and every reference outside the file itself (http(s), protocol-relative, other files), so a logo can
// neither run code nor make a viewer's browser fetch anything. The output is re-serialised from parse events,
// never copied from the input, so comments, doctypes (and their entity definitions) and processing
// instructions do not survive either.

export class InvalidSvgError extends Error {}

const SVG_NS = 'http://www.w3.org/2000/svg';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'marker',
  'style',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Links are pointless in a logo; their drawing is kept, the element itself is not. */
const UNWRAPPED = new Set(['a']);

const ATTRIBUTES = new Set(
  `id class style transform viewBox width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points pathLength
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit stroke-dasharray
  stroke-dashoffset stroke-opacity opacity clip-path clip-rule mask filter display visibility overflow color
  font-family font-size font-weight font-style font-variant font-stretch text-anchor dominant-baseline
  alignment-baseline baseline-shift letter-spacing word-spacing text-decoration writing-mode direction unicode-bidi
  textLength lengthAdjust rotate startOffset method spacing side dx dy offset stop-color stop-opacity gradientUnits
  gradientTransform spreadMethod patternUnits patternContentUnits patternTransform preserveAspectRatio version
  marker-start marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient maskUnits
  maskContentUnits clipPathUnits filterUnits primitiveUnits in in2 result stdDeviation mode operator k1 k2 k3 k4
  values type tableValues slope intercept amplitude exponent baseFrequency numOctaves seed stitchTiles flood-color
  flood-opacity lighting-color surfaceScale specularConstant specularExponent diffuseConstant kernelMatrix
  kernelUnitLength order divisor bias targetX targetY edgeMode preserveAlpha radius scale xChannelSelector
  yChannelSelector azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle shape-rendering
  text-rendering image-rendering color-interpolation color-interpolation-filters vector-effect paint-order
  mix-blend-mode isolation xml:space href xlink:href xmlns role aria-label aria-hidden focusable
  data-name enable-background systemLanguage`
    .split(/\s+/)
    .filter(Boolean),
);

const RASTER_DATA_URI = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

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

function sanitizeAttribute(element: string, name: string, value: string): string | null {
  if (!ATTRIBUTES.has(name)) return null;
  if (name === 'xmlns') return SVG_NS;
  if (name === 'href' || name === 'xlink:href') {
    const flat = compact(value);
    if (flat.startsWith('#') && !flat.includes('(')) return value.trim();
    if (element === 'image' && RASTER_DATA_URI.test(value.replace(/\s+/g, ''))) return value.replace(/\s+/g, '');
    return null;
  }
  if (name === 'style') return sanitizeCss(value);
  if (isDangerous(value)) return null;
  if (/url\s*\(/i.test(value) && !onlyLocalUrls(value)) return null;
  return value;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** Sanitised SVG markup; throws InvalidSvgError when the input's root element is not <svg>. */
export function sanitizeSvg(input: string): string {
  let out = '';
  let rootSeen = false;
  let rootClosed = false;
  let skipDepth = 0;
  let pendingOpen = false;
  let styleBuffer: string | null = null;
  const stack: Array<'kept' | 'unwrapped' | 'skipped'> = [];

  const flushOpen = () => {
    if (pendingOpen) {
      out += '>';
      pendingOpen = false;
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipDepth > 0 || rootClosed) {
          skipDepth++;
          stack.push('skipped');
          return;
        }
        if (!rootSeen) {
          if (name !== 'svg') throw new InvalidSvgError('The root element is not <svg>.');
          rootSeen = true;
        }
        if (UNWRAPPED.has(name)) {
          stack.push('unwrapped');
          return;
        }
        if (!ELEMENTS.has(name)) {
          skipDepth = 1;
          stack.push('skipped');
          return;
        }
        flushOpen();
        let tag = `<${name}`;
        const kept: Record<string, string> = {};
        for (const [attribute, raw] of Object.entries(attributes)) {
          const value = sanitizeAttribute(name, attribute, raw);
          if (value !== null) kept[attribute] = value;
        }
        // SVG 2's plain href replaces xlink:href, so the output needs no xlink namespace.
        if (kept['xlink:href'] !== undefined) {
          kept.href ??= kept['xlink:href'];
          delete kept['xlink:href'];
        }
        if (stack.length === 0) kept.xmlns = SVG_NS;
        for (const [attribute, value] of Object.entries(kept)) tag += ` ${attribute}="${escapeAttribute(value)}"`;
        out += tag;
        pendingOpen = true;
        stack.push('kept');
        if (name === 'style') styleBuffer = '';
      },
      ontext(text) {
        if (skipDepth > 0 || !rootSeen || rootClosed) return;
        if (styleBuffer !== null) {
          styleBuffer += text;
          return;
        }
        flushOpen();
        out += escapeText(text);
      },
      onclosetag(name) {
        const kind = stack.pop();
        if (kind === undefined) return;
        if (kind === 'skipped') {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (kind === 'unwrapped') return;
        if (name === 'style' && styleBuffer !== null) {
          const css = sanitizeCss(styleBuffer);
          styleBuffer = null;
          if (css) {
            flushOpen();
            out += escapeText(css);
          }
        }
        if (pendingOpen) {
          out += '/>';
          pendingOpen = false;
        } else {
          out += `</${name}>`;
        }
        if (stack.length === 0) rootClosed = true;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(input);
  parser.end();
  if (!rootSeen) throw new InvalidSvgError('No <svg> element found.');
  return out;
}
