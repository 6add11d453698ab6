/**
 * Which elements and attributes survive cleaning, as data. Everything not listed in KEPT_ATTRIBUTES is
 * dropped (event handlers, `style`, `data-*`, tracking attributes, ids, classes except a code language).
 */

/** Dropped with their content in every mode. */
export const ALWAYS_REMOVED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'head',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'param',
  'map',
  'area',
  'dialog',
  'select',
  'textarea',
  'button',
  'datalist',
  'portal',
])

/** Dropped with their content in `llm-friendly` mode only: page chrome around the main content. */
export const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside', 'form', 'menu', 'fieldset'])

/** Roles that mark page chrome (llm-friendly) — the ARIA landmarks around the main content. */
export const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'form'])

/**
 * Class/id words that mark cookie banners, share widgets, ads and newsletter boxes (llm-friendly).
 * Matched as whole words of the class or id value split on non-letters, so `header-shadow` is not `ad`.
 */
export const NOISE_WORDS = new Set([
  'ad',
  'ads',
  'advert',
  'advertisement',
  'adsbygoogle',
  'sponsored',
  'sponsor',
  'promo',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'share',
  'sharing',
  'social',
  'newsletter',
  'subscribe',
  'popup',
  'modal',
  'breadcrumb',
  'breadcrumbs',
  'related',
  'comments',
])

/** Layout-only wrappers: unwrapped (children kept) because they carry no Markdown meaning. */
export const INLINE_WRAPPERS = new Set(['span', 'font', 'small', 'big', 'abbr', 'cite', 'time', 'bdi', 'bdo', 'label'])
export const BLOCK_WRAPPERS = new Set(['div', 'section', 'article', 'main', 'center', 'hgroup', 'address', 'body'])

/** Elements that turndown treats as blocks (from turndown's own list, lower-cased). */
/** The six heading elements. */
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  ...HEADING_TAGS,
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])

/** Attributes kept, by tag; `*` applies to every tag. */
export const KEPT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
  code: ['class'],
  input: ['type', 'checked'],
}

/** Tags that keep their meaning as inline HTML in `readable` mode (plain text in the others). */
export const INLINE_HTML_TAGS = ['sup', 'sub', 'kbd', 'mark', 'ins', 'u'] as const

/** Void elements: the HTML parser never gives them content or expects an end tag (legacy ones included). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])

/**
 * Elements whose end tag may be left out: the parser closes them when a sibling or the end of their
 * container comes (a `p` too, but a `p` is closed by any block, not only inside a container).
 */
export const IMPLIED_END_ELEMENTS: ReadonlySet<string> = new Set([
  'li',
  'dd',
  'dt',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'tfoot',
  'caption',
  'colgroup',
  'option',
  'optgroup',
  'rb',
  'rp',
  'rt',
  'rtc',
])
