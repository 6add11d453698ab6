/**
 * The consistency checker's error codes and error shape: `validJson` is true only for
 * errors raised after the body parsed (TOO_MANY_FIELDS); bad JSON syntax and bodies nested too
 * deeply also say `invalidJson: true`, next to the line and column core reports.
 */
import type { ErrorBody } from '@svc/core'

export const consistencyErrors = {
  TOO_MANY_FIELDS: {
    status: 422,
    fix: 'Send records, not maps keyed by ids: at most 10,000 distinct field paths (fields plus arrays of items).',
  },
} as const

const UNPARSED = new Set(['INVALID_JSON', 'JSON_TOO_DEEP'])

export function decorateConsistencyError(body: ErrorBody): ErrorBody {
  const validJson = Object.hasOwn(consistencyErrors, body.error)
  return { ...body, validJson, ...(UNPARSED.has(body.error) ? { invalidJson: true } : {}) }
}
