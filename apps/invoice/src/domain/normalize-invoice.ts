/**
 * POST /normalize in the domain: resolve the adapter (named, `generic`, or detected), normalize, and
 * for a webhook envelope whose inner object a vendor adapter recognizes, use that vendor (mode
 * `webhook`). Then complete the members, check totals, and score confidence from the warnings.
 * POST /normalize/list: a vendor's list or query response, one invoice per item in order, the items
 * the vendor reported errors for (and those that fail) as entries in `errors`.
 */
import { createHash } from 'node:crypto'
import { AppError, isAppError } from '@svc/core/errors'
import {
  isRecord,
  missingFields,
  type Normalized,
  normalizeWith,
  type SourceVocabulary,
  scoreConfidence,
} from '@svc/normalize-kit'
import { innerInvoice } from '../adapters/generic/webhook.js'
import { registry } from '../adapters/index.js'
import type { Invoice, InvoiceDraft } from '../canonical/invoice.js'
import { checkTotals } from './check-totals.js'
import { completeInvoice } from './complete-invoice.js'
import { errorBody, itemError, listItems, type VendorError, vendorMessage } from './vendor-responses.js'
import { INVOICE_WARNINGS } from './warnings.js'

export const VOCABULARY: SourceVocabulary = { field: 'source', listPath: '/sources' }
/** A 15 MB body holds at most ~100,000 realistic lines; beyond that LIST_TRUNCATED. */
const MAX_LINES = 100_000
/** Members whose absence lowers confidence (currency is covered by CURRENCY_MISSING). */
const CORE_FIELDS = ['total', 'issueDate', 'lineItems', 'status']

export interface NormalizeRequest {
  payload: Record<string, unknown>
  source?: string | undefined
}

function resolve(request: NormalizeRequest): { run: Normalized<InvoiceDraft>; mode?: string } {
  const run = normalizeWith(registry, request.payload, {
    source: request.source,
    vocabulary: VOCABULARY,
    maxListItems: MAX_LINES,
  })
  if (run.adapter.key !== 'webhook') return run.adapter.kind === 'generic' ? { run, mode: run.adapter.key } : { run }
  // `generic` asked for the heuristics: only a detected (or `webhook`-named) envelope is offered to the vendors.
  if (request.source !== undefined && request.source.toLowerCase() !== 'webhook') return { run, mode: 'webhook' }
  const inner = innerInvoice(request.payload)
  const vendor = inner && registry.detect(inner)
  if (vendor?.adapter.kind !== 'vendor') return { run, mode: 'webhook' }
  const unwrapped = normalizeWith(registry, inner, {
    source: vendor.adapter.key,
    vocabulary: VOCABULARY,
    maxListItems: MAX_LINES,
  })
  return { run: { ...unwrapped, detected: run.detected }, mode: 'webhook' }
}

function invoiceId(
  key: string,
  members: { vendorInvoiceId: string | null; invoiceNumber: string | null },
  payload: unknown,
): string {
  const own = members.vendorInvoiceId ?? members.invoiceNumber
  if (own) return `${key}:${own}`
  return `${key}:sha256-${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16)}`
}

const vendorFailure = (e: VendorError) =>
  new AppError('VENDOR_ERROR', vendorMessage(e), e.vendorCode ? { vendorCode: e.vendorCode } : {})

/**
 * One invoice: the payload itself, or the only item of a vendor list (Xero's GET /Invoices/{id}
 * answers `{ Invoices: [one] }`). An error body or an item the vendor marked as failed is VENDOR_ERROR
 * with the vendor's reason; a list of several (or none) is LIST_PAYLOAD, pointing to /normalize/list.
 */
export function normalizeInvoice(request: NormalizeRequest): Invoice {
  const reported = errorBody(request.payload)
  if (reported) throw vendorFailure(reported)
  const items = listItems(request.payload)
  if (items === null) return normalizeOne(request)
  if (items.length !== 1)
    throw new AppError(
      'LIST_PAYLOAD',
      `The payload is a vendor list of ${items.length} invoices; POST it to /normalize/list for one invoice per item.`,
    )
  const [item] = items
  if (!isRecord(item))
    throw new AppError(
      'MALFORMED_PAYLOAD',
      "The vendor list's item is not an object; send the vendor's JSON unchanged.",
    )
  const failed = itemError(item)
  if (failed) throw vendorFailure(failed)
  return normalizeOne({ payload: item, source: request.source })
}

/**
 * Most items /normalize/list reads: the largest page a vendor answers (QuickBooks `maxResults` 1,000;
 * Stripe and Xero 100, Shopify 250). It also keeps the reply within 12x the request + 1 MB: a canonical
 * invoice is about 1.5 KB however small its item, and a list item is at least ~60 bytes.
 */
export const MAX_LIST_INVOICES = 1_000

export interface ListError {
  /** The item's position in the vendor's list; absent for an error-only body. */
  item?: number
  error: string
  message: string
  vendorCode?: string
}

export interface InvoiceList {
  invoices: Invoice[]
  errors: ListError[]
}

/**
 * A vendor list or query response: one invoice per item, in order. An item the vendor marked as
 * failed (Xero `StatusAttributeString: "ERROR"`) and an item that cannot be normalized become entries
 * in `errors` with the item's position; the others are still normalized. An error-only body is one
 * entry with the vendor's code and reason. A payload that is no list is read as a list of one.
 */
export function normalizeInvoiceList(request: NormalizeRequest): InvoiceList {
  const reported = errorBody(request.payload)
  if (reported)
    return {
      invoices: [],
      errors: [
        {
          error: 'VENDOR_ERROR',
          message: vendorMessage(reported),
          ...(reported.vendorCode ? { vendorCode: reported.vendorCode } : {}),
        },
      ],
    }
  const all = listItems(request.payload) ?? [request.payload]
  const items = all.slice(0, MAX_LIST_INVOICES)
  const invoices: Invoice[] = []
  const errors: ListError[] = []
  items.forEach((item, index) => {
    if (!isRecord(item)) {
      errors.push({ item: index, error: 'MALFORMED_PAYLOAD', message: `List item ${index} is not an object.` })
      return
    }
    const failed = itemError(item)
    if (failed) {
      errors.push({
        item: index,
        error: 'VENDOR_ERROR',
        message: vendorMessage(failed),
        ...(failed.vendorCode ? { vendorCode: failed.vendorCode } : {}),
      })
      return
    }
    try {
      invoices.push(normalizeOne({ payload: item, source: request.source }))
    } catch (error) {
      if (!isAppError(error)) throw error
      errors.push({ item: index, error: error.code, message: error.message })
    }
  })
  if (all.length > items.length)
    errors.push({
      error: 'TOO_MANY_ITEMS',
      message: `The list holds ${all.length} items; the first ${MAX_LIST_INVOICES} were read. Send the rest in further requests.`,
    })
  return { invoices, errors }
}

/** Nothing that identifies an invoice and nothing it states: no record is made of it. */
function isEmpty(m: ReturnType<typeof completeInvoice>['members']): boolean {
  return (
    !m.vendorInvoiceId &&
    !m.invoiceNumber &&
    m.lineItems.length === 0 &&
    [m.total, m.subtotal, m.amountDue, m.amountPaid, m.taxTotal, m.issueDate, m.dueDate].every(
      (v) => v === null || v === undefined,
    )
  )
}

function normalizeOne(request: NormalizeRequest): Invoice {
  const { run, mode } = resolve(request)
  const { adapter, ctx } = run
  const { members, derived, warnings } = completeInvoice(run.record)
  for (const w of warnings) ctx.warn(w.code, w.message, w.field)
  for (const w of checkTotals(members, derived)) ctx.warn(w.code, w.message, w.field)
  const missing = missingFields(members, CORE_FIELDS)
  if (!members.invoiceNumber && !members.vendorInvoiceId) missing.push('invoiceNumber')
  const kind = mode && adapter.kind === 'vendor' ? 'vendor' : adapter.kind
  const confidence = scoreConfidence(
    { kind, base: adapter.confidence, missingFields: missing, warnings: ctx.warnings },
    INVOICE_WARNINGS,
  )
  // Checked last, after all the reading: a payload that yields nothing costs what any other does.
  if (isEmpty(members))
    throw new AppError(
      'EMPTY_INVOICE',
      'The payload holds no invoice id or number, no amounts, lines or dates: there is nothing to normalize.',
    )
  const key = adapter.kind === 'generic' ? 'generic' : adapter.key
  return {
    invoiceId: invoiceId(key, members, request.payload),
    ...members,
    confidence,
    normalizationWarnings: [...ctx.warnings],
    ...(run.detected ? { detectedSource: key } : {}),
    sourceMeta: {
      adapter: key,
      category: adapter.category,
      object: adapter.source.object,
      apiVersion: adapter.source.apiVersion,
      ...(mode ? { genericMode: mode } : {}),
      derivedFields: derived,
    },
  }
}
