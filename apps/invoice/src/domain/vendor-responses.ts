/**
 * The vendors' own response envelopes around invoices, as their APIs return them: list and query
 * responses (one invoice per item, in order), per-item errors inside a list, and error-only bodies.
 * An error body holds no invoice: it is reported with the vendor's own code and reason, never read as
 * an invoice of nulls. Each shape is the vendor's published one:
 * - Stripe: a list `{ object: "list", data: [...] }` (https://docs.stripe.com/api/pagination) and the
 *   error body `{ error: { type, code?, message, param? } }` (https://docs.stripe.com/api/errors).
 * - Xero: `{ Invoices: [...] }` (GET /Invoices), a per-invoice `StatusAttributeString: "ERROR"` with
 *   `ValidationErrors: [{ Message }]`, the error body `{ ErrorNumber, Type, Message, Elements: [{
 *   ValidationErrors }] }` and the problem body `{ Title, Status, Detail }`
 *   (https://developer.xero.com/documentation/api/http-response-codes).
 * - Shopify Admin REST: `{ orders: [...] }` (GET /orders.json) and `{ errors: "..." | { field: [...] } }`
 *   (https://shopify.dev/docs/api/admin-rest#status_and_error_codes).
 * - QuickBooks Online: `{ QueryResponse: { Invoice: [...] } }` (query) and `{ Fault: { Error: [{ Message,
 *   Detail, code }], type } }` (https://developer.intuit.com/app/developer/qbo/docs/develop/troubleshooting/error-codes).
 */
import { isRecord } from '@svc/normalize-kit'

/** A vendor's own error: its code (when it gives one) and its reason, bounded and without control characters. */
export interface VendorError {
  vendor: string
  vendorCode?: string
  message: string
}

/** Longest vendor reason kept; the rest is cut with an ellipsis. */
export const MAX_VENDOR_MESSAGE = 300
const MAX_VENDOR_CODE = 64

/** Vendor text as a bounded single line: control, format and bidi characters dropped, runs of space collapsed. */
function clean(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!text) return undefined
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

const reason = (value: unknown) => clean(value, MAX_VENDOR_MESSAGE)
const code = (value: unknown) => clean(value, MAX_VENDOR_CODE)

function vendorError(vendor: string, vendorCode: string | undefined, message: string | undefined): VendorError | null {
  if (!message && !vendorCode) return null
  return { vendor, ...(vendorCode ? { vendorCode } : {}), message: message ?? vendorCode ?? '' }
}

/** Xero `ValidationErrors: [{ Message }]` as one reason (the first three, joined). */
function xeroMessages(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined
  const messages = list.map((e) => (isRecord(e) ? reason(e.Message) : undefined)).filter((m) => m !== undefined)
  return messages.length ? reason(messages.slice(0, 3).join('; ')) : undefined
}

/** Shopify `errors`: a string, a list of strings, or `{ field: [messages] }`. */
function shopifyMessages(errors: unknown): string | undefined {
  if (typeof errors === 'string') return reason(errors)
  if (Array.isArray(errors)) return reason(errors.filter((e) => typeof e === 'string').join('; '))
  if (!isRecord(errors)) return undefined
  const parts = Object.entries(errors)
    .slice(0, 5)
    .map(([field, value]) => {
      const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(', ') : value
      return typeof text === 'string' && text ? `${clean(field, 40) ?? 'base'} ${text}` : undefined
    })
    .filter((p) => p !== undefined)
  return parts.length ? reason(parts.join('; ')) : undefined
}

/**
 * The vendor's error when `payload` is an error-only body, else null. Only bodies that hold nothing
 * but the vendor's error members are taken: an invoice that happens to carry an `error` member is
 * still an invoice.
 */
export function errorBody(payload: unknown): VendorError | null {
  if (!isRecord(payload)) return null
  const keys = Object.keys(payload)
  const only = (...allowed: string[]) => keys.every((k) => allowed.includes(k))
  // Stripe
  if (isRecord(payload.error) && only('error') && typeof payload.error.type === 'string') {
    const e = payload.error
    return vendorError('Stripe', code(e.code) ?? code(e.type), reason(e.message))
  }
  // Xero error body (ValidationException, ...), reasons from its elements first
  if (
    typeof payload.Type === 'string' &&
    'ErrorNumber' in payload &&
    only('ErrorNumber', 'Type', 'Message', 'Elements')
  ) {
    const elements = Array.isArray(payload.Elements) ? payload.Elements : []
    const fromElements = xeroMessages(
      elements.flatMap((e) => (isRecord(e) && Array.isArray(e.ValidationErrors) ? e.ValidationErrors : [])),
    )
    return vendorError('Xero', code(payload.Type), fromElements ?? reason(payload.Message))
  }
  // Xero problem body (401, 403, 404, 429)
  if ('Title' in payload && 'Status' in payload && only('Type', 'Title', 'Status', 'Detail', 'Instance', 'Extensions'))
    return vendorError('Xero', code(payload.Title), reason(payload.Detail) ?? reason(payload.Title))
  // Shopify
  if ('errors' in payload && only('errors')) return vendorError('Shopify', undefined, shopifyMessages(payload.errors))
  // QuickBooks Online
  if (isRecord(payload.Fault) && only('Fault', 'time')) {
    const errors = Array.isArray(payload.Fault.Error) ? payload.Fault.Error.filter(isRecord) : []
    const first = errors[0]
    if (!first) return vendorError('QuickBooks', code(payload.Fault.type), undefined)
    return vendorError(
      'QuickBooks',
      code(first.code) ?? code(payload.Fault.type),
      reason(first.Detail) ?? reason(first.Message),
    )
  }
  return null
}

/** The items of a vendor list or query response, in order, or null when `payload` is no such envelope. */
export function listItems(payload: unknown): unknown[] | null {
  if (!isRecord(payload)) return null
  // Stripe list object
  if (payload.object === 'list' && Array.isArray(payload.data)) return payload.data
  // Xero GET /Invoices (the single GET answers with a one-item list too)
  if (Array.isArray(payload.Invoices)) return payload.Invoices
  // Shopify GET /orders.json
  if (Array.isArray(payload.orders)) return payload.orders
  // QuickBooks query
  if (isRecord(payload.QueryResponse)) {
    const q = payload.QueryResponse
    if (Array.isArray(q.Invoice)) return q.Invoice
    // A query that matched nothing answers `QueryResponse: {}` (or with paging members only).
    if (Object.keys(q).every((k) => ['startPosition', 'maxResults', 'totalCount'].includes(k))) return []
  }
  return null
}

/**
 * The vendor's error for one list item that reports one instead of (or besides) its data: Xero marks
 * such an invoice `StatusAttributeString: "ERROR"` and lists why in `ValidationErrors`.
 */
export function itemError(item: unknown): VendorError | null {
  if (!isRecord(item)) return null
  const flagged = item.StatusAttributeString === 'ERROR' || item.HasErrors === true
  const messages = xeroMessages(item.ValidationErrors)
  if (!flagged && !messages) return null
  return vendorError('Xero', 'ERROR', messages ?? 'The vendor marked this invoice as having errors.')
}

/** `<Vendor> error <code>: <reason>` for a single-invoice reply's VENDOR_ERROR message. */
export function vendorMessage(e: VendorError): string {
  return `${e.vendor} reported an error${e.vendorCode ? ` (${e.vendorCode})` : ''}: ${e.message}`
}
