/**
 * The tag sets the splitter (chunks.ts) follows the HTML5 tree builder with, by lower-case tag name.
 * Each set is a rule of the WHATWG parsing algorithm ("in body" insertion mode, foreign content).
 */
import { HEADING_TAGS, IMPLIED_END_ELEMENTS, VOID_ELEMENTS } from './element-policy.js'

/** Elements the parser closes implicitly or that never have content: not followed. */
export const NOT_FOLLOWED: ReadonlySet<string> = new Set(['p', 'html', 'head', 'body', ...VOID_ELEMENTS])

/** Outside their containers these change how the following markup is parsed: stop splitting. */
export const CONTAINED: ReadonlySet<string> = new Set([...IMPLIED_END_ELEMENTS, 'frameset'])

/** Tags whose start, inside a list, table or select, are ordinary content of those containers. */
export const CONTAINERS = new Set(['ul', 'ol', 'dl', 'menu', 'table', 'select', 'datalist', 'ruby', 'template'])

/** Formatting elements: the parser reopens them after a block unless their own end tag closed them. */
export const FORMATTING = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
])

/** Start tags a split may precede: blocks that close an open `<p>` (`table` does not in quirks mode). */
export const SPLIT_BEFORE = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  ...HEADING_TAGS,
  'header',
  'hgroup',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'ul',
])

/** Tags that break out of SVG and MathML into HTML: inside foreign content, stop splitting. */
export const FOREIGN_BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  ...HEADING_TAGS,
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
  'font',
])

/** End tags that close their element and everything open inside it, when it is in scope (WHATWG "in body"). */
export const CLOSES_THROUGH = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'button',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hgroup',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'pre',
  'search',
  'section',
  'summary',
  'ul',
])

/** What limits "in scope" among the elements the splitter follows. */
export const SCOPE_BOUNDARIES = new Set(['table', 'template', 'applet', 'marquee', 'object', 'svg', 'math'])

/**
 * The parser's "special" elements that the splitter can have open: an end tag of another, ordinary
 * element (a `</span>`) is ignored when one of them is open inside that element.
 */
export const SPECIAL = new Set([
  ...CLOSES_THROUGH,
  ...SCOPE_BOUNDARIES,
  ...HEADING_TAGS,
  'form',
  'frameset',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'select',
  'style',
  'textarea',
  'title',
  'xmp',
  'ul',
  'ol',
  'dl',
])
