/**
 * POST /normalize in the domain: each input on its own (partial success, kit `normalizeBatch`):
 * pick the adapter (retailerId + schemaVersion, `custom`, or detected), normalize, complete the
 * members, form the id `<retailerId>:<retailer's id>`, and score confidence from the warnings.
 */
import { createHash } from 'node:crypto'
import { AppError } from '@svc/core/errors'
import {
  type BatchFailure,
  locate,
  missingFields,
  type Normalized,
  normalizeBatch,
  normalizeWith,
  type SourceVocabulary,
  scoreConfidence,
} from '@svc/normalize-kit'
import { registry } from '../adapters/index.js'
import type { Product, ProductDraft } from '../canonical/product.js'
import { completeProduct } from './complete-product.js'
import { adapterKeysFor, RETAILER_OF, SCHEMA_VERSIONS } from './schema-versions.js'
import { MAX_LIST_ITEMS, type VendorError, vendorList } from './vendor-lists.js'
import { RETAIL_WARNINGS } from './warnings.js'

export const VOCABULARY: SourceVocabulary = { field: 'retailerId', listPath: '/retailers' }
/** Core members whose absence lowers confidence (currency is covered by CURRENCY_MISSING). */
const CORE_FIELDS = ['title', 'price.amount', 'brand']
const MAX_VARIANTS = 1_000

export interface ProductInput {
  retailerId?: string | undefined
  payload: Record<string, unknown>
  schemaVersion?: string | undefined
}

export type InputResult =
  | { index: number; item?: number; retailerId: string | null; product: Product }
  | ({ retailerId: string | null } & BatchFailure)

export interface NormalizeResponse {
  products: Product[]
  results: InputResult[]
  errors: BatchFailure[]
}

function run(input: ProductInput): Normalized<ProductDraft> {
  const options = { vocabulary: VOCABULARY, maxListItems: MAX_VARIANTS }
  const keys = input.retailerId === undefined ? undefined : adapterKeysFor(input.retailerId, input.schemaVersion)
  if (!keys) {
    const normalized = normalizeWith(registry, input.payload, { ...options, source: input.retailerId })
    if (input.schemaVersion !== undefined)
      normalized.ctx.warn(
        'SCHEMA_VERSION_IGNORED',
        'This retailer has one product schema; schemaVersion is ignored.',
        'schemaVersion',
      )
    return normalized
  }
  // A versioned retailer without schemaVersion: the version whose signature matches best (first on ties).
  let best = keys[0] as string
  let bestScore = -1
  for (const key of keys) {
    const adapter = registry.get(key)
    const score = adapter ? locate(adapter, input.payload).score : 0
    if (score > bestScore) [best, bestScore] = [key, score]
  }
  return normalizeWith(registry, input.payload, { ...options, source: best })
}

function productId(retailer: string, own: string | undefined, payload: unknown): string {
  if (own !== undefined && own.trim() !== '') return `${retailer}:${own.trim()}`
  return `${retailer}:sha256-${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 16)}`
}

export function normalizeProduct(input: ProductInput): Product {
  const { record, adapter, ctx, detected } = run(input)
  const members = completeProduct(record, ctx)
  const retailer = RETAILER_OF[adapter.key] ?? adapter.key
  const own = typeof record.id === 'string' ? record.id : undefined
  const missing = missingFields(members, CORE_FIELDS)
  if (!own?.trim() && missing.includes('title') && missing.includes('price.amount'))
    throw new AppError(
      'EMPTY_PRODUCT',
      `The ${retailer} adapter found neither a product id nor a title or price in this item; no product is made up from it.`,
    )
  if (!own?.trim()) ctx.warn('ID_MISSING', 'The payload has no product id; the id is a hash of the payload.', 'id')
  if (members.availability === 'unknown') missing.push('availability')
  const confidence = scoreConfidence(
    { kind: adapter.kind, base: adapter.confidence, missingFields: missing, warnings: ctx.warnings },
    RETAIL_WARNINGS,
  )
  return {
    id: productId(retailer, own, input.payload),
    ...members,
    rawSource: {
      retailerId: retailer,
      // A versioned retailer reports the API version used; the others have one schema (null).
      schemaVersion: retailer in SCHEMA_VERSIONS ? adapter.source.apiVersion : null,
      detected,
    },
    confidence,
    warnings: [...ctx.warnings],
  }
}

/** Inputs that failed the request schema arrive as their failure; the others are normalized. */
export type CheckedInput =
  | { ok: true; value: ProductInput }
  | { ok: false; failure: BatchFailure; retailerId: string | null }

/**
 * One unit of work: an input, one item of a vendor list response (`item` = its position in the
 * vendor's list), or one entry of the vendor's own `Errors[]`.
 */
type Unit =
  | { index: number; item?: number; checked: CheckedInput; listDetected?: boolean }
  | { index: number; retailerId: string; vendorError: VendorError }

function unitsOf(inputs: readonly CheckedInput[]): Unit[] {
  const units: Unit[] = []
  inputs.forEach((checked, index) => {
    const list = checked.ok ? vendorList(checked.value.retailerId, checked.value.payload) : undefined
    if (!checked.ok || !list) {
      units.push({ index, checked })
      return
    }
    const { schemaVersion } = checked.value
    list.items.slice(0, MAX_LIST_ITEMS).forEach((payload, item) => {
      const value: ProductInput = {
        retailerId: list.retailerId,
        payload: payload as Record<string, unknown>,
        ...(schemaVersion !== undefined ? { schemaVersion } : {}),
      }
      units.push({ index, item, checked: { ok: true, value }, listDetected: checked.value.retailerId === undefined })
    })
    if (list.items.length > MAX_LIST_ITEMS)
      units.push({
        index,
        retailerId: list.retailerId,
        vendorError: {
          code: 'LIST_TRUNCATED',
          message: `Only the first ${MAX_LIST_ITEMS} of ${list.items.length} items of this list were read.`,
        },
      })
    for (const vendorError of list.errors) units.push({ index, retailerId: list.retailerId, vendorError })
  })
  return units
}

/** No identity and no content: an item error, never a product of nulls under a made-up id. */
function assertSubstance(value: ProductInput): void {
  const { payload } = value
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw new AppError('EMPTY_PRODUCT', 'This item is not a JSON object; there is no product to normalize.')
}

export function normalizeProducts(inputs: readonly CheckedInput[]): NormalizeResponse {
  const units = unitsOf(inputs)
  const batch = normalizeBatch(units, (unit) => {
    if ('vendorError' in unit) throw new AppError('VENDOR_ERROR', unit.vendorError.message)
    if (!unit.checked.ok) throw Object.assign(new Error('invalid'), { failure: unit.checked.failure })
    assertSubstance(unit.checked.value)
    const product = normalizeProduct(unit.checked.value)
    // The retailer was recognized from the list's shape, not named by the caller.
    return unit.listDetected ? { ...product, rawSource: { ...product.rawSource, detected: true } } : product
  })
  const errors: BatchFailure[] = []
  const results: InputResult[] = batch.outcomes.map((outcome) => {
    const unit = units[outcome.index] as Unit
    const at = { index: unit.index, ...('item' in unit && unit.item !== undefined ? { item: unit.item } : {}) }
    if (outcome.ok) return { ...at, retailerId: outcome.value.rawSource.retailerId, product: outcome.value }
    let failure: BatchFailure
    if ('vendorError' in unit)
      failure = {
        ...at,
        error: 'VENDOR_ERROR',
        message: unit.vendorError.message,
        vendorCode: unit.vendorError.code,
        retailerId: unit.retailerId,
      }
    else if (!unit.checked.ok) failure = { ...unit.checked.failure, retailerId: unit.checked.retailerId }
    else
      failure = {
        ...at,
        error: outcome.error,
        message: outcome.message,
        retailerId: unit.checked.value.retailerId ?? null,
      }
    errors.push(failure)
    return { ...failure, retailerId: (failure.retailerId as string | null) ?? null }
  })
  return { products: batch.values, results, errors }
}
