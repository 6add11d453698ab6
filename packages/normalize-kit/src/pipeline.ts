/**
 * `normalizeWith`: the one path from a request to a canonical record that every normalizer shares:
 * shape guards -> resolve the adapter (named, `generic`, or detected) -> `adapter.normalize` with a
 * fresh ctx -> SOURCE_MISMATCH when a named adapter's signature fails. The service then checks its
 * own invariants (invoice totals) and scores confidence with the warnings collected here.
 */
import { AppError, isAppError } from '@svc/core/errors'
import { type AnyAdapter, locate } from './adapter.js'
import { createContext, type NormalizeContext } from './context.js'
import type { SourceVocabulary } from './errors.js'
import { checkShape, DEFAULT_SHAPE_LIMITS, type ShapeLimits } from './guards.js'
import type { Registry } from './registry.js'

export interface Normalized<R> {
  record: R
  adapter: AnyAdapter<R>
  detected: boolean
  score: number
  /** The record's ctx: warnings collected so far, and `warn` for the service's own checks. */
  ctx: NormalizeContext
}

export interface NormalizeOptions {
  source?: string | undefined
  vocabulary: SourceVocabulary
  limits?: ShapeLimits
  maxListItems?: number
}

export function normalizeWith<R>(registry: Registry<R>, payload: unknown, options: NormalizeOptions): Normalized<R> {
  checkShape(payload, options.limits ?? DEFAULT_SHAPE_LIMITS)
  const { adapter, detected, score } = registry.resolve(payload, options.source, options.vocabulary)
  const ctx = createContext({ dayFirst: adapter.dayFirst ?? false, maxListItems: options.maxListItems ?? 10_000 })
  if (!detected && score === 0 && adapter.kind === 'vendor') {
    ctx.warn(
      'SOURCE_MISMATCH',
      `The payload does not have the shape of a ${adapter.key} ${adapter.source.object}; normalized as declared.`,
      options.vocabulary.field,
    )
  }
  return { record: runAdapter(adapter, locate(adapter, payload).root, ctx), adapter, detected, score, ctx }
}

/**
 * An adapter reads its vendor's documented types; a payload with other types (a string where the API
 * has a list) can make it throw. That is the caller's input, not a bug: 422 MALFORMED_PAYLOAD, with
 * no input echoed. AppErrors pass through.
 */
function runAdapter<R>(adapter: AnyAdapter<R>, root: unknown, ctx: NormalizeContext): R {
  try {
    return adapter.normalize(root, ctx)
  } catch (error) {
    if (isAppError(error)) throw error
    throw new AppError(
      'MALFORMED_PAYLOAD',
      `The payload does not have the types of a ${adapter.key} ${adapter.source.object}; send the vendor's JSON unchanged.`,
      { adapter: adapter.key },
    )
  }
}
