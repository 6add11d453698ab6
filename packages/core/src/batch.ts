/**
 * Batch endpoints (CONTRACT "Batch"): the body accepts any element, and each element is checked on
 * its own with the single-item schema, so that a bad element becomes its own
 * `{ index, error, message, details }` entry and the others are processed. One implementation for
 * every service with a batch route; `details` paths are rooted at the batch body.
 */
import { z } from 'zod'
import { formatPath } from './errors/path.js'

export interface BatchItemFailure {
  index: number
  error: 'INVALID_REQUEST'
  message: string
  details: { path: string; message: string }[]
}

export type BatchElement<T> = { ok: true; value: T } | { ok: false; failure: BatchItemFailure }

export interface BatchElementOptions {
  /** Where the array sits in the body: `[]` for a bare array, `['requests']` for `{ requests: [...] }`. */
  at: readonly (string | number)[]
  /** The start of the message: `Event 3 is not valid`. */
  describe: (index: number) => string
}

/** Checks element `index` of a batch with the single-item schema. */
export function checkBatchElement<T>(
  schema: z.ZodType<T>,
  value: unknown,
  index: number,
  options: BatchElementOptions,
): BatchElement<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  const details = parsed.error.issues.map((issue) => ({
    path: formatPath([...options.at, index, ...issue.path]),
    message: issue.message,
  }))
  const first = details[0] as { path: string; message: string }
  const more = details.length > 1 ? ` (and ${details.length - 1} more in details)` : ''
  const message = `${options.describe(index)}: ${first.path}: ${first.message}${more}.`
  return { ok: false, failure: { index, error: 'INVALID_REQUEST', message, details } }
}

/** The OpenAPI shape of a failed element's entry. */
export function batchItemFailureSchema(description: { index: string; entry: string; id?: string }) {
  return z
    .object({
      index: z.int().min(0).meta({ description: description.index }),
      error: z.literal('INVALID_REQUEST'),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })),
    })
    .meta(description.id ? { id: description.id, description: description.entry } : { description: description.entry })
}
