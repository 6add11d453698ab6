/**
 * The kit's request-level error codes, merged into a service's catalog (`errors: normalizeErrors(...)`).
 * The wording names the service's own listing route and request member (`/carriers`, `carrier`).
 */
import type { ErrorCatalog } from '@svc/core'

export interface SourceVocabulary {
  /** The request member naming the vendor: `source`, `carrier`, `platform`. */
  field: string
  /** The GET route listing the keys: `/sources`, `/carriers`. */
  listPath: string
}

export function normalizeErrors({ field, listPath }: SourceVocabulary): ErrorCatalog {
  return {
    UNKNOWN_SOURCE: {
      status: 400,
      fix: `Use a \`${field}\` key listed by GET ${listPath} (or the README table), \`generic\`, or omit \`${field}\` to detect it.`,
    },
    UNRECOGNIZED_PAYLOAD: {
      status: 422,
      fix: `Name the vendor in \`${field}\` (GET ${listPath}), or send the vendor's JSON object unchanged; no adapter matched its shape.`,
    },
    MALFORMED_PAYLOAD: {
      status: 422,
      fix: `Send the vendor's JSON unchanged: a member has a type the vendor's API does not use (an object where a list belongs, ...).`,
    },
    PAYLOAD_TOO_COMPLEX: {
      status: 400,
      fix: 'Send the vendor object itself: the payload nests or branches beyond the normalizer limits (see the README).',
    },
  }
}
