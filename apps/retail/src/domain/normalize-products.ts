/**
 * POST /normalize in the domain: each input on its own (partial success, kit `normalizeBatch`):
 * pick the adapter (retailerId + schemaVersion, `custom`, or detected), normalize, complete the
 * members, form the id `<retailerId>:<retailer's id>`, and score confidence from the warnings.
 */
import { createHash } from 'node:crypto'
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
  | { index: number; retailerId: string | null; product: Product }
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
  if (!own?.trim()) ctx.warn('ID_MISSING', 'The payload has no product id; the id is a hash of the payload.', 'id')
  const missing = missingFields(members, CORE_FIELDS)
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

export function normalizeProducts(inputs: readonly CheckedInput[]): NormalizeResponse {
  const batch = normalizeBatch(
    inputs,
    (checked) => {
      if (!checked.ok) throw Object.assign(new Error('invalid'), { failure: checked.failure })
      return normalizeProduct(checked.value)
    },
    { identify: (checked) => ({ retailerId: checked.ok ? (checked.value.retailerId ?? null) : checked.retailerId }) },
  )
  const errors: BatchFailure[] = []
  const results: InputResult[] = batch.outcomes.map((outcome) => {
    const checked = inputs[outcome.index] as CheckedInput
    if (outcome.ok)
      return { index: outcome.index, retailerId: outcome.value.rawSource.retailerId, product: outcome.value }
    const failure: BatchFailure = checked.ok
      ? {
          index: outcome.index,
          error: outcome.error,
          message: outcome.message,
          retailerId: checked.value.retailerId ?? null,
        }
      : { ...checked.failure, retailerId: checked.retailerId }
    errors.push(failure)
    return { ...failure, retailerId: (failure.retailerId as string | null) ?? null }
  })
  return { products: batch.values, results, errors }
}
