/**
 * The consistency checker's error shape (seed 000): every error of this service says `validJson:
 * false`; bad JSON syntax and bodies nested too deeply also say `invalidJson: true`, next to the
 * line and column core reports.
 */
import type { ErrorBody } from '@svc/core'

const UNPARSED = new Set(['INVALID_JSON', 'JSON_TOO_DEEP'])

export function decorateConsistencyError(body: ErrorBody): ErrorBody {
  return { ...body, validJson: false, ...(UNPARSED.has(body.error) ? { invalidJson: true } : {}) }
}
