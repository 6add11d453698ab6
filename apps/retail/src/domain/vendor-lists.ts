/**
 * Vendor list and search responses: one payload that holds several products (PA-API 5 GetItems /
 * SearchItems `ItemsResult.Items[]` / `SearchResult.Items[]` with their `Errors[]`, Best Buy Products
 * API `products[]`). Each item is normalized on its own, in order; each vendor error entry becomes an
 * item error carrying the vendor's own code and message.
 */
import { isRecord } from '@svc/normalize-kit'

export interface VendorError {
  code: string
  message: string
}

export interface VendorList {
  /** The retailer key the items belong to. */
  retailerId: string
  items: unknown[]
  errors: VendorError[]
}

/** At most this many items are read from one list response (the rest are reported as one error). */
export const MAX_LIST_ITEMS = 1_000

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

function paapiErrors(value: unknown): VendorError[] | undefined {
  if (!Array.isArray(value)) return undefined
  const errors: VendorError[] = []
  for (const entry of value) {
    if (!isRecord(entry)) continue
    const code = text(entry.Code)
    const message = text(entry.Message)
    if (code || message) errors.push({ code: code ?? 'UnknownError', message: message ?? code ?? '' })
  }
  return errors
}

/** PA-API 5: `ItemsResult.Items[]` (GetItems), `SearchResult.Items[]` (SearchItems), top-level `Errors[]`. */
function amazonList(payload: Record<string, unknown>): VendorList | undefined {
  if ('ASIN' in payload) return undefined
  const result = isRecord(payload.ItemsResult)
    ? payload.ItemsResult
    : isRecord(payload.SearchResult)
      ? payload.SearchResult
      : undefined
  const items = result && Array.isArray(result.Items) ? result.Items : undefined
  const errors = paapiErrors(payload.Errors)
  // An empty list with no errors is not read as a list: it then answers as an input without content does.
  if (!items?.length && !errors?.length) return undefined
  return { retailerId: 'amazon', items: items ?? [], errors: errors ?? [] }
}

/** Best Buy Products API search: `{ from, to, currentPage, total, totalPages, products: [...] }`. */
function bestbuyList(payload: Record<string, unknown>): VendorList | undefined {
  if ('sku' in payload || !Array.isArray(payload.products)) return undefined
  const paged = ['total', 'totalPages', 'currentPage', 'from', 'to'].some((key) => key in payload)
  return paged && payload.products.length > 0
    ? { retailerId: 'bestbuy', items: payload.products, errors: [] }
    : undefined
}

const READERS: Record<string, (payload: Record<string, unknown>) => VendorList | undefined> = {
  amazon: amazonList,
  bestbuy: bestbuyList,
}

/**
 * The list the payload is, or undefined for a single product. A named retailer is read with its own
 * list shape only; a versioned schema other than the list's (amazon `sp-api-…`) reads the payload whole.
 */
export function vendorList(retailerId: string | undefined, payload: unknown): VendorList | undefined {
  if (!isRecord(payload)) return undefined
  if (retailerId !== undefined) {
    const reader = READERS[retailerId.trim().toLowerCase()]
    return reader?.(payload)
  }
  for (const reader of Object.values(READERS)) {
    const list = reader(payload)
    if (list) return list
  }
  return undefined
}
