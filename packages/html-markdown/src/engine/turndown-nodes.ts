/**
 * What turndown 7.2.5 knows about elements (its `blockElements`, `voidElements` and
 * `meaningfulWhenBlankElements` lists, by `nodeName`) and the properties it attaches to each node it
 * visits, which its rules read. Shared by the engine's modules.
 */
import type TurndownService from 'turndown'

export type Options = TurndownService.Options

/** What turndown attaches to each node it visits, which its rules read. */
export interface Visited {
  isBlock: boolean
  isCode: boolean
  isBlank: boolean
  flankingWhitespace: { leading: string; trailing: string }
}
export type TNode = Node & Visited

/** turndown's block elements (`blockElements`). */
/** turndown's block elements (`blockElements`). */
export const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'AUDIO',
  'BLOCKQUOTE',
  'BODY',
  'CANVAS',
  'CENTER',
  'DD',
  'DIR',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'FRAMESET',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HGROUP',
  'HR',
  'HTML',
  'ISINDEX',
  'LI',
  'MAIN',
  'MENU',
  'NAV',
  'NOFRAMES',
  'NOSCRIPT',
  'OL',
  'OUTPUT',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
])
export const VOID = new Set([
  'AREA',
  'BASE',
  'BR',
  'COL',
  'COMMAND',
  'EMBED',
  'HR',
  'IMG',
  'INPUT',
  'KEYGEN',
  'LINK',
  'META',
  'PARAM',
  'SOURCE',
  'TRACK',
  'WBR',
])
export const MEANINGFUL_WHEN_BLANK = new Set([
  'A',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TH',
  'TD',
  'IFRAME',
  'SCRIPT',
  'AUDIO',
  'VIDEO',
])

/** JavaScript's `\s`, which turndown's blankness and flanking tests use. */
export const SPACE = /\s/
export const BLANK = /^\s*$/
