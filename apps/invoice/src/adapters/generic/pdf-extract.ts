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
const AMOUNT = String.raw`([-(]?[A-Z]{0,3}\s?[$€£]?\s?\d[\d,.' ]*\d(?:\))?|\d)`

function label(text: string, names: string, value = '(.+)'): string | undefined {
  const m = new RegExp(String.raw`^[ \t]*(?:${names})[^\n:]*?[:#]?[ \t]*${value}[ \t]*$`, 'im').exec(text)
  return m?.[1]?.trim()
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

const ROW =
  /^[ \t]*(.+?)[ \t]{2,}(\d+(?:\.\d+)?)[ \t]+(?:x[ \t]+)?[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]+[A-Z$€£]{0,3}[ \t]?(-?[\d,]+\.\d{2,3})[ \t]*$/gm

function read(p: Extract, ctx: NormalizeContext): InvoiceDraft {
  const text = textOf(p).slice(0, 1_000_000)
  const money = ctx.major(currencyIn(text, p, ctx))
  const amount = (names: string) => money(label(text, names, AMOUNT))
  const rate = /^[ \t]*(?:tax|vat|gst|sales tax)[^\n]*?(\d+(?:\.\d+)?)\s*%/im.exec(text)
  const taxTotal = amount(String.raw`(?:tax|vat|gst|sales tax)(?!\s*(?:reg|no\b|number|id\b|#))`)
  const billTo = /bill(?:ed)?\s+to\s*:?[ \t]*\n?[ \t]*([^\n]+)/i.exec(text)?.[1]?.trim()
  return {
    invoiceNumber: label(text, String.raw`invoice\s*(?:number|no\.?|#)`, String.raw`([A-Z0-9][\w\-/]*)`),
    issueDate: ctx.date(label(text, 'invoice date|date of issue|issue date|date'), undefined, 'issueDate'),
    dueDate: ctx.date(label(text, 'due date|payment due'), undefined, 'dueDate'),
    currency: money.currency,
    subtotal: amount(String.raw`sub\s*-?\s*total`),
    discountTotal: amount('discount'),
    taxTotal,
    shippingTotal: amount('shipping|freight|delivery'),
    total: amount(String.raw`total(?!\s*tax)|grand total|invoice total`),
    amountDue: amount('amount due|balance due'),
    amountPaid: amount('amount paid|paid'),
    lineItems: [...text.matchAll(ROW)].slice(0, 10_000).map((m) => ({
      description: m[1]?.trim(),
      quantity: ctx.number(m[2]),
      unitPrice: money(m[3]),
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
