/**
 * Generic mode `pdf_extract`: text pulled from a PDF or an OCR engine (`{ text }`, `{ content }`,
 * `{ pages: [{ text }] }`), read by labels: `Invoice #:`, `Invoice Date:`, `Due Date:`, `Bill To`,
 * `Subtotal:`, `Tax (8.25%):`, `Shipping:`, `Total:`, `Amount Due:`, and item rows ending in
 * `qty  unit price  amount`. The currency comes from normalize-kit's `currencyInText`: an ISO code or an
 * unambiguous symbol in the text; a shared symbol (`$`, `¥`, `kr`) only when the extract's own `currency`,
 * `country` or `locale` member settles it, otherwise no currency and CURRENCY_AMBIGUOUS.
 */
import { currencyInText, defineAdapter, isRecord, type NormalizeContext, pick, pickString } from '@svc/normalize-kit'
import type { InvoiceDraft } from '../../canonical/invoice.js'

type Extract = Record<string, unknown>
const TEXT = ['text', 'content', 'raw_text', 'rawText', 'ocr_text', 'ocrText', 'full_text', 'fullText']
/**
 * A label's value ends a line, so it is read from the line's end: the run of characters its body may hold
 * is found right to left, and only the start positions within reach of that run are tried. One regex over
 * the whole line with a lazy gap before the value tried the value at every gap position, each attempt
 * running to the line's end (32 KB of `total 1 1 … 1 x` held the event loop for 17 s); this is linear.
 */
interface TailValue {
  /** The whole value then blanks to a line's end: sticky, multiline. */
  readonly pattern: RegExp
  /** One character (code unit) the value's body may hold. */
  readonly body: (c: number) => boolean
  /** How many characters before the body the value may start (its bounded prefix). */
  readonly reach: number
  /** The character the body ends with. */
  readonly last: (c: number) => boolean
  /** An optional closing character after the body. */
  readonly close?: string
  /** The prefix may hold up to two line breaks (`Total:` alone on a line, the amount on the next). */
  readonly nextLines: boolean
}

const isDigit = (c: number) => c >= 48 && c <= 57
const isWord = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
/** `,` `.` `'` and the space. */
const isAmountPart = (c: number) => isDigit(c) || c === 44 || c === 46 || c === 39 || c === 32

export const AMOUNT: TailValue = {
  pattern: /(?:[-(]?[A-Z]{0,3}\s?[$€£]?\s?\d[\d,.' ]*\d\)?|\d)[ \t]*$/imy,
  body: isAmountPart,
  reach: 7,
  last: isDigit,
  close: ')',
  nextLines: true,
}
export const REFERENCE: TailValue = {
  pattern: /[A-Z0-9][\w\-/]*[ \t]*$/imy,
  body: (c) => isWord(c) || c === 45 || c === 47,
  reach: 0,
  last: (c) => isWord(c) || c === 45 || c === 47,
  nextLines: false,
}
/** Any text: the gap before it is empty unless the line holds nothing else, so one regex is linear. */
const ANY = /^[^:]*?[:#]?[ \t]*(.+)$/
const LINE_BREAK = /[\n\r\u2028\u2029]/g

function blanksBefore(s: string, end: number): number {
  let at = end
  while (at > 0 && (s[at - 1] === ' ' || s[at - 1] === '\t')) at--
  return at
}

/** What may stand between the label and its value: anything but `:`, then one `:` or `#`, then blanks. */
function gapAllowed(gap: string): boolean {
  const end = blanksBefore(gap, gap.length)
  const colon = gap.indexOf(':')
  return colon === -1 || colon === end - 1
}

/**
 * The value ending the label's line, or starting near its end and ending one or two lines down. The first
 * start that reads wins (the gap before it is the shortest); a gap that fails now fails for every later
 * start too, as it only grows. Only starts within reach of the final body run, or of the line break, can
 * read, so at most that run plus a few positions are tried, each failing at once or reading to the end.
 */
function readTail(window: string, lineEnd: number, value: TailValue): string | undefined {
  const trimmed = blanksBefore(window, lineEnd)
  const end = value.close && window[trimmed - 1] === value.close ? trimmed - 1 : trimmed
  let from = lineEnd + 1
  if (end > 0 && value.last(window.charCodeAt(end - 1))) {
    let run = end
    while (run > 0 && value.body(window.charCodeAt(run - 1))) run--
    from = Math.max(0, run - value.reach)
  }
  const nearBreak = value.nextLines && lineEnd < window.length ? Math.max(0, trimmed - value.reach) : lineEnd + 1
  for (let at = Math.min(from, nearBreak); at <= lineEnd; at++) {
    if (at >= end && at < nearBreak) at = nearBreak
    if (at > lineEnd) break
    value.pattern.lastIndex = at
    const match = value.pattern.exec(window)
    if (match) return gapAllowed(window.slice(0, at)) ? match[0].trim() : undefined
  }
  return undefined
}

/** The index of the `count`th line break at or after `from`, or the text's end. */
function breakAfter(text: string, from: number, count: number): number {
  LINE_BREAK.lastIndex = from
  let at = text.length
  for (let i = 0; i < count; i++) {
    const found = LINE_BREAK.exec(text)
    if (!found) return text.length
    at = found.index
  }
  return at
}

/** The value on the first line that starts with one of `names` and holds a value of that kind. */
export function label(text: string, names: string, value: TailValue | typeof ANY = ANY): string | undefined {
  for (const head of text.matchAll(new RegExp(String.raw`^[ \t]*(?:${names})`, 'gim'))) {
    const from = head.index + head[0].length
    const lineEnd = breakAfter(text, from, 1)
    const found =
      value instanceof RegExp
        ? value.exec(text.slice(from, lineEnd))?.[1]?.trim()
        : readTail(text.slice(from, value.nextLines ? breakAfter(text, from, 3) : lineEnd), lineEnd - from, value)
    if (found !== undefined) return found
  }
  return undefined
}

function textOf(p: Extract): string {
  const direct = pick(p, TEXT)
  if (typeof direct === 'string') return direct
  const pages = Array.isArray(p.pages) ? p.pages : []
  return pages
    .map((page) => (typeof page === 'string' ? page : isRecord(page) && typeof page.text === 'string' ? page.text : ''))
    .join('\n')
}

function currencyIn(text: string, p: Extract, ctx: NormalizeContext): string | undefined {
  const found = currencyInText(text, {
    hintCurrency: pickString(p, ['currency', 'currencyCode']),
    country: pickString(p, ['country', 'countryCode']),
    locale: pickString(p, ['locale', 'language']),
  })
  if (found.ambiguous)
    ctx.warn(
      'CURRENCY_AMBIGUOUS',
      'The invoice text uses a symbol several currencies share and nothing in the extract settles it; no currency given.',
      'currency',
    )
  return found.currency
}

// The description starts and ends at a non-blank: without those fences a long blank run is retried from
// each of its positions. The rate starts a number and its `%` stays on its line, for the same reason.
export const ROW =
  /^[ \t]*(?![ \t])(.+?)(?<![ \t])[ \t]{2,}(\d+(?:\.\d+)?)[ \t]+(?:x[ \t]+)?[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]+[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]*$/gm

export const TAX_RATE = /^[ \t]*(?:tax|vat|gst|sales tax)[^\n]*?(?<!\d)(\d+(?:\.\d+)?)[ \t]*%/im

function read(p: Extract, ctx: NormalizeContext): InvoiceDraft {
  const text = textOf(p).slice(0, 1_000_000)
  const money = ctx.major(currencyIn(text, p, ctx))
  const amount = (names: string) => money(label(text, names, AMOUNT))
  const rate = TAX_RATE.exec(text)
  const taxTotal = amount(String.raw`(?:tax|vat|gst|sales tax)(?!\s*(?:reg|no\b|number|id\b|#))`)
  const billTo = /bill(?:ed)?\s+to\s*:?[ \t]*\n?[ \t]*([^\n]+)/i.exec(text)?.[1]?.trim()
  return {
    invoiceNumber: label(text, String.raw`invoice\s*(?:number|no\.?|#)`, REFERENCE),
    issueDate: ctx.date(label(text, 'invoice date|date of issue|issue date|date'), undefined, 'issueDate'),
    dueDate: ctx.date(label(text, 'due date|payment due'), undefined, 'dueDate'),
    currency: money.currency,
    subtotal: amount(String.raw`sub(?:\s*-)?\s*total`),
    discountTotal: amount('discount'),
    taxTotal,
    shippingTotal: amount('shipping|freight|delivery'),
    total: amount(String.raw`total(?!\s*tax)|grand total|invoice total`),
    amountDue: amount('amount due|balance due'),
    amountPaid: amount('amount paid|paid'),
    lineItems: [...text.matchAll(ROW)].slice(0, 10_000).map((m) => ({
      description: m[1]?.trim(),
      quantity: ctx.number(m[2]),
      unitPrice: money.unit(m[3]),
      lineTotal: money(m[4]),
    })),
    taxes: rate && taxTotal !== undefined ? [{ name: 'Tax', rate: Number(rate[1]), amount: taxTotal }] : [],
    customer: billTo ? { name: ctx.name(billTo) } : undefined,
    paymentTerms: label(text, 'terms|payment terms'),
  }
}

export const pdfExtract = defineAdapter<Extract, InvoiceDraft>({
  key: 'pdf_extract',
  kind: 'generic',
  category: 'generic',
  confidence: 0.5,
  source: {
    object: 'text extracted from an invoice PDF or scan',
    apiVersion: 'n/a',
    docs: 'https://poppler.freedesktop.org/',
  },
  detect: {
    required: [[...TEXT, 'pages.0.text', 'pages.0']],
    bonus: [
      ['pages', 'page_count', 'pageCount'],
      ['confidence', 'ocr_confidence'],
      ['file_name', 'fileName', 'filename', 'mime_type', 'mimeType'],
    ],
  },
  normalize: read,
})
