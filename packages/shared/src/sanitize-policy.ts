// The allow-lists HTML and SVG are cleaned with, on the server when text is saved or read and in the browser for
// previews of unsaved text. DOMPurify applies them on both sides; what is not listed here does not survive.

export interface HtmlPolicy {
  /** Elements kept; any other element is dropped, its text kept (script- and style-like ones drop their text too). */
  tags: readonly string[];
  /** Attributes kept, per element; an element that is not listed keeps none. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Schemes a link or image address may use; relative addresses are fine, protocol-relative ones ("//host") are not. */
  schemes: readonly string[];
  /** Narrower schemes for some elements' addresses. */
  schemesByTag?: Readonly<Record<string, readonly string[]>>;
  /** Class names kept, by prefix, per element. */
  classPrefixes?: Readonly<Record<string, readonly string[]>>;
  /** Attributes every link gets, whatever the text said. */
  linkAttributes?: Readonly<Record<string, string>>;
}

/** Content sections: the editor's formatting and links, nothing else. */
export const RICH_TEXT_POLICY: HtmlPolicy = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  attributes: { a: ['href', 'title', 'target', 'rel'] },
  schemes: ['http', 'https', 'mailto', 'tel'],
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
};

/** Blog articles: what Markdown makes (headings, lists, tables, code, images, task lists, links). */
export const ARTICLE_POLICY: HtmlPolicy = {
  tags: /* @__PURE__ */ RICH_TEXT_POLICY.tags.concat([
    'del',
    'h5',
    'h6',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'input',
  ]),
  attributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
    code: ['class'],
  },
  schemes: ['http', 'https', 'mailto'],
  // An image from a plain-http or data: address would mix insecure or unchecked content into the page.
  schemesByTag: { img: ['https'] },
  classPrefixes: { code: ['language-'] },
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']);

/** What browsers ignore inside an address (whitespace, control characters) is ignored when judging it too. */
function compactUrl(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 0x20 && code !== 0x7f) out += ch;
  }
  return out.toLowerCase();
}

/** True when an address uses one of the schemes, or is relative to the page (not "//host", not "\host"). */
export function isAllowedUrl(value: string, schemes: readonly string[]): boolean {
  const flat = compactUrl(value);
  // Browsers read a backslash as a slash in http(s) addresses, so "/\host" is another host too.
  if (/^[/\\]{2}/.test(flat)) return false;
  const scheme = /^([^/?#]*?):/.exec(flat)?.[1];
  if (scheme === undefined) return true;
  return schemes.includes(scheme);
}

/** Whether an attribute (its name lowercase) survives on an element (its name lowercase) under a policy. */
export function isAllowedAttribute(policy: HtmlPolicy, tag: string, name: string, value: string): boolean {
  if (!policy.attributes[tag]?.includes(name)) return false;
  if (URL_ATTRIBUTES.has(name)) return isAllowedUrl(value, policy.schemesByTag?.[tag] ?? policy.schemes);
  if (name === 'class') {
    const prefixes = policy.classPrefixes?.[tag] ?? [];
    return value.split(/\s+/).every((name) => prefixes.some((prefix) => name.startsWith(prefix)));
  }
  return true;
}

/** DOMPurify's settings for a policy (attribute rules per element are applied by a hook with isAllowedAttribute). */
export function purifyConfig(policy: HtmlPolicy) {
  return {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
    ALLOWED_URI_REGEXP: allowedUriPattern([
      ...new Set([...policy.schemes, ...Object.values(policy.schemesByTag ?? {}).flat()]),
    ]),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
}

/** DOMPurify's own address check, narrowed to the policy's schemes (the shape of its default pattern). */
export function allowedUriPattern(schemes: readonly string[]): RegExp {
  const names = schemes.map((scheme) => scheme.replace(/[.+-]/g, '\\$&')).join('|');
  return new RegExp(`^(?:(?:${names}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/**
 * Uploaded SVG logos: drawing, text, gradients, masks and filters. Left out on purpose: script, foreignObject
 * (HTML inside SVG), animation elements (they can rewrite an href to javascript:), links (their drawing is kept),
 * event handler attributes and every reference outside the file itself.
 */
export const SVG_POLICY = {
  elements:
    /* @__PURE__ */ words(`svg g defs symbol use title desc switch path rect circle ellipse line polyline polygon text tspan textPath
  image marker style linearGradient radialGradient stop pattern clipPath mask filter feBlend feColorMatrix
  feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow
  feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight
  feSpecularLighting feSpotLight feTile feTurbulence`),
  /** Elements removed while their children stay. */
  unwrapped: ['a'],
  attributes:
    /* @__PURE__ */ words(`id class style transform viewBox width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points pathLength
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
  mix-blend-mode isolation xml:space href xlink:href role aria-label aria-hidden focusable
  data-name enable-background systemLanguage`),
  /** The only outside content a logo may hold: raster images embedded as base64 data on <image>. */
  embeddedImage: /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i,
} as const;
