/**
 * Vendor list and search responses: one payload that holds several products (PA-API 5 GetItems /
 * SearchItems `ItemsResult.Items[]` / `SearchResult.Items[]` with their `Errors[]`, SP-API Catalog Items
 * searchCatalogItems `items[]` and its `errors[]` body, Best Buy Products API `products[]`, Shopify
 * Admin `products[]`). Each item is normalized on its own, in order; each vendor error entry becomes an
 * item error carrying the vendor's own code and message.
 */
import { getPath, isRecord, locate } from '@svc/normalize-kit'
import { registry } from '../adapters/index.js'
import { RETAILER_OF } from './schema-versions.js'

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

/** PA-API 5 `Errors[]` entries are `{Code, Message}`; SP-API `errors[]` entries `{code, message, details}`. */
function vendorErrors(value: unknown, codeKey: string, messageKey: string): VendorError[] | undefined {
  if (!Array.isArray(value)) return undefined
  const errors: VendorError[] = []
  for (const entry of value) {
    if (!isRecord(entry)) continue
    const code = text(entry[codeKey])
    const message = text(entry[messageKey])
    if (code || message) errors.push({ code: code ?? 'UnknownError', message: message ?? code ?? '' })
  }
  return errors
}

/**
 * PA-API 5: `ItemsResult.Items[]` (GetItems), `SearchResult.Items[]` (SearchItems), top-level `Errors[]`;
 * SP-API Catalog Items 2022-04-01: searchCatalogItems `{numberOfResults, items[]}` and the `{errors[]}`
 * body any operation answers with on failure.
 */
function amazonList(payload: Record<string, unknown>, named: boolean): VendorList | undefined {
  if ('ASIN' in payload) return undefined
  if ('asin' in payload) return undefined
  const catalog = spApiList(payload, named)
  if (catalog) return catalog
  const result = isRecord(payload.ItemsResult)
    ? payload.ItemsResult
    : isRecord(payload.SearchResult)
      ? payload.SearchResult
      : undefined
  const items = result && Array.isArray(result.Items) ? result.Items : undefined
  const errors = vendorErrors(payload.Errors, 'Code', 'Message')
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

/**
 * A search page is recognized by its shape; an `{errors: [{code, message}]}` body names no vendor, so it
 * is read as Amazon's only when the caller names the retailer.
 */
function spApiList(payload: Record<string, unknown>, named: boolean): VendorList | undefined {
  const items = Array.isArray(payload.items) ? payload.items : undefined
  const searched =
    items !== undefined &&
    ('numberOfResults' in payload || 'pagination' in payload) &&
    items.every((item) => isRecord(item) && typeof item.asin === 'string')
  const errors = named || searched ? vendorErrors(payload.errors, 'code', 'message') : undefined
  if (!searched && !errors?.length) return undefined
  return { retailerId: 'amazon', items: searched ? items : [], errors: errors ?? [] }
}

/** Shopify Admin REST `GET /products.json` (and the storefront's): `{ products: [...] }`, nothing else. */
function shopifyList(payload: Record<string, unknown>): VendorList | undefined {
  if (!Array.isArray(payload.products) || payload.products.length === 0) return undefined
  if (Object.keys(payload).length !== 1) return undefined
  const shaped = payload.products.every((p) => isRecord(p) && 'id' in p && ('variants' in p || 'handle' in p))
  return shaped ? { retailerId: 'shopify', items: payload.products, errors: [] } : undefined
}

/** Keyed by the retailer a list belongs to; an adapter's key or alias is resolved to it first. */
type Reader = (payload: Record<string, unknown>, named: boolean) => VendorList | undefined

const READERS: Record<string, Reader> = {
  amazon: amazonList,
  bestbuy: bestbuyList,
  shopify: shopifyList,
}

function readerFor(retailerId: string): Reader | undefined {
  const key = registry.get(retailerId)?.key ?? retailerId.trim().toLowerCase()
  return READERS[RETAILER_OF[key] ?? key]
}

/**
 * Any other adapter's list envelope (`itemSummaries.0`, `results.0`, `Items.0.Item`, …): when the
 * payload was found through one and that array holds more than one item, each item is read on its own
 * (the part of the envelope after the index taken from each). A one-item array stays a single product.
 */
function envelopeList(key: string, payload: Record<string, unknown>): VendorList | undefined {
  const adapter = registry.get(key)
  if (!adapter) return undefined
  const match = /^(.+?)\.0(?:\.(.+))?$/.exec(locate(adapter, payload).envelope)
  if (!match) return undefined
  const [, listPath, rest] = match
  const list = getPath(payload, listPath as string)
  if (!Array.isArray(list) || list.length < 2) return undefined
  const items = rest === undefined ? list : list.map((item) => getPath(item, rest) ?? item)
  return { retailerId: RETAILER_OF[adapter.key] ?? adapter.key, items, errors: [] }
}

/**
 * The list the payload is, or undefined for a single product. A named retailer is read with its own
 * list shapes only; unnamed, the vendors' list shapes are tried, then the detected adapter's envelopes.
 */
export function vendorList(retailerId: string | undefined, payload: unknown): VendorList | undefined {
  if (!isRecord(payload)) return undefined
  if (retailerId !== undefined) {
    const key = registry.get(retailerId)?.key
    return readerFor(retailerId)?.(payload, true) ?? (key ? envelopeList(key, payload) : undefined)
  }
  for (const reader of Object.values(READERS)) {
    const list = reader(payload, false)
    if (list) return list
  }
  const detected = registry.detect(payload)
  return detected ? envelopeList(detected.adapter.key, payload) : undefined
}
