/**
 * Markdown -> pdfmake content, from marked's GFM tokens: headings, wrapped paragraphs, lists (task
 * items with ☐/☑), code blocks in DejaVu Sans Mono on a shaded block, block quotes, rules, and tables
 * whose header row repeats on every page, footnotes as numbered notes at the end. Links keep http(s)/mailto targets; images and raw HTML are
 * reduced to their text (nothing is fetched).
 */
import { decodeHTML } from 'entities'
import { Marked, type Token, type Tokens } from 'marked'
import markedFootnote from 'marked-footnote'
import { checkPdfTable } from './pdf-limits.js'

// pdfmake's content is loosely typed; these are the shapes used here.
export type PdfNode = Record<string, unknown> | string
type Style = Record<string, unknown>
type Run = Style & { text: string }

interface Footnote {
  label: string
  refs: { id: string }[]
  content: Token[]
}

export function markdownToPdfContent(markdown: string): PdfNode[] {
  const tokens = new Marked({ gfm: true }, markedFootnote()).lexer(markdown)
  const notes = tokens
    .filter((token) => token.type === 'footnotes')
    .flatMap((token) => (token as { items?: Footnote[] }).items ?? [])
  const body = blocks(tokens.filter((token) => token.type !== 'footnotes'))
  if (notes.length === 0) return body
  const rule = {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: 160, y2: 0, lineWidth: 0.5, lineColor: '#999999' }],
    margin: [0, 10, 0, 4],
  }
  return [
    ...body,
    rule,
    ...notes.map((note) => withLead(blocks(note.content), `${note.refs[0]?.id ?? note.label}. `, 'footnote')),
  ]
}

/** Puts `lead` (a list mark, a footnote number) in front of the first block's text. */
function withLead(content: PdfNode[], lead: string, style?: string): PdfNode {
  const [first, ...rest] = content
  const head =
    typeof first === 'object' && first && Array.isArray(first.text)
      ? { ...first, text: [lead, ...first.text] }
      : (first ?? lead)
  const node = rest.length ? { stack: [head, ...rest] } : head
  return style && typeof node === 'object' ? { ...node, style } : node
}

function blocks(tokens: readonly Token[]): PdfNode[] {
  return tokens.flatMap((token) => block(token))
}

function block(token: Token): PdfNode[] {
  switch (token.type) {
    case 'heading':
      return [{ text: inline((token as Tokens.Heading).tokens), style: `h${(token as Tokens.Heading).depth}` }]
    case 'paragraph':
      return [{ text: inline((token as Tokens.Paragraph).tokens), style: 'p' }]
    case 'text':
      return [{ text: inline((token as Tokens.Text).tokens ?? [token]), style: 'p' }]
    case 'list':
      return [list(token as Tokens.List)]
    case 'code':
      return [codeBlock((token as Tokens.Code).text)]
    case 'blockquote':
      return [{ stack: blocks((token as Tokens.Blockquote).tokens), style: 'quote' }]
    case 'hr':
      return [
        {
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5, lineColor: '#999999' }],
          margin: [0, 6, 0, 6],
        },
      ]
    case 'table':
      return [table(token as Tokens.Table)]
    case 'html':
      return [{ text: stripTags((token as Tokens.HTML).text), style: 'p' }]
    default:
      return []
  }
}

function list(token: Tokens.List): PdfNode {
  const items = token.items.map((item) => {
    const mark = item.task ? (item.checked ? '☑ ' : '☐ ') : ''
    return withLead(blocks(item.tokens.filter((t) => t.type !== 'checkbox')), mark)
  })
  return token.ordered ? { ol: items, start: Number(token.start) || 1, style: 'list' } : { ul: items, style: 'list' }
}

function codeBlock(code: string): PdfNode {
  return {
    table: { widths: ['*'], body: [[{ text: code, style: 'code', preserveLeadingSpaces: true }]] },
    layout: {
      fillColor: '#f6f8fa',
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
    margin: [0, 4, 0, 8],
  }
}

function table(token: Tokens.Table): PdfNode {
  checkPdfTable(token.rows.length, token.header.length)
  const header = token.header.map((cell) => ({ text: inline(cell.tokens), style: 'th' }))
  const rows = token.rows.map((row) => row.map((cell) => ({ text: inline(cell.tokens), style: 'td' })))
  return {
    table: { headerRows: 1, widths: header.map(() => '*'), body: [header, ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 4, 0, 8],
  }
}

/** Inline tokens -> flat text runs, each carrying the styles of every enclosing token (pdfmake keeps styles on leaves only). */
function inline(tokens: readonly Token[] | undefined, style: Style = {}): Run[] {
  return (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return inline((token as Tokens.Strong).tokens, { ...style, bold: true })
      case 'em':
        return inline((token as Tokens.Em).tokens, { ...style, italics: true })
      case 'del':
        return inline((token as Tokens.Del).tokens, { ...style, decoration: 'lineThrough' })
      case 'codespan':
        return [{ ...style, text: decode((token as Tokens.Codespan).text), style: 'codespan' }]
      case 'br':
        return [{ ...style, text: '\n' }]
      case 'link': {
        const link = token as Tokens.Link
        const safe = /^(?:https?:|mailto:)/i.test(link.href)
        return inline(
          link.tokens,
          safe ? { ...style, link: link.href, color: '#0969da', decoration: 'underline' } : style,
        )
      }
      case 'footnoteRef':
        return [{ ...style, text: (token as unknown as { id: string }).id, sup: true }]
      case 'image':
        return [{ ...style, text: `[${(token as Tokens.Image).text || 'image'}]` }]
      case 'html':
        return [{ ...style, text: stripTags((token as Tokens.HTML).text) }]
      case 'text':
      case 'escape': {
        const text = token as Tokens.Text
        return text.tokens?.length ? inline(text.tokens, style) : [{ ...style, text: decode(text.text) }]
      }
      default:
        return [{ ...style, text: decode((token as { text?: string }).text ?? token.raw) }]
    }
  })
}

function stripTags(html: string): string {
  return decode(html.replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '').replace(/<[^>]*>/g, ''))
}

/** Every HTML character reference (named ones case-sensitive, numeric per HTML5), decoded once. */
function decode(text: string): string {
  return decodeHTML(text)
}
