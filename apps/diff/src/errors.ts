/**
 * The diff checker's error codes, merged into core's catalog, and the decorator that gives every
 * error about the request body the reply's own shape (`validJson: false`, empty change lists,
 * `invalidSide`), so a caller reads one shape whatever happened to the body.
 */
import { coreErrors, type ErrorBody } from '@svc/core'

export const diffErrors = {
  MISSING_SIDE: {
    status: 400,
    fix: 'Send both `before` and `after` (any JSON value, `null` included); `invalidSide` names the missing one.',
  },
  INVALID_SIDE_JSON: {
    status: 400,
    fix: 'With `encoding: "json-text"`, send each side as a string holding valid JSON; `details` gives line and column per side.',
  },
} as const

/** Codes about the body (400, 413, 415): the sides were not compared. Auth, routing and overload codes stay plain. */
const BODY_CODES = new Set(
  Object.entries({ ...coreErrors, ...diffErrors })
    .filter(([, entry]) => entry.status === 400 || entry.status === 413 || entry.status === 415)
    .map(([code]) => code),
)

export function decorateDiffError(body: ErrorBody): ErrorBody {
  if (!BODY_CODES.has(body.error)) return body
  return {
    ...body,
    validJson: false,
    // A failure of the whole body (bad JSON, too large, wrong members) leaves neither side usable.
    invalidSide: body.invalidSide ?? 'both',
    breakingChanges: [],
    nonBreakingChanges: [],
    summary: { breakingCount: 0, nonBreakingCount: 0 },
  }
}
