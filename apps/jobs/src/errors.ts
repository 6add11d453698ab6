/** The job normalizer's error codes (merged into core's catalog): per-item codes and the batch limit. */
import type { ErrorCatalog } from '@svc/core'
import { normalizeErrors } from '@svc/normalize-kit'

const kit = normalizeErrors({ field: 'platform', listPath: '/platforms' })

export const jobsErrors: ErrorCatalog = {
  PAYLOAD_TOO_COMPLEX: kit.PAYLOAD_TOO_COMPLEX as ErrorCatalog[string],
  INVALID_PAYLOAD: {
    status: 422,
    fix: 'Per job (an `errors` entry, not the response status): send each job as a JSON object with a title.',
  },
  TOO_MANY_JOBS: { status: 400, fix: 'Send at most 10,000 jobs per request; split larger sets.' },
}
