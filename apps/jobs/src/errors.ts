/**
 * The job normalizer's HTTP error codes (merged into core's catalog). The per-job codes
 * (INVALID_PAYLOAD, PAYLOAD_TOO_COMPLEX) are `errors` entries of a 200 reply, never a response
 * status, so they are documented in the README and in `JOB_ERRORS`, not here.
 */
import type { ErrorCatalog } from '@svc/core'

export const jobsErrors: ErrorCatalog = {
  TOO_MANY_JOBS: { status: 400, fix: 'Send at most 10,000 jobs per request; split larger sets.' },
}

/** Codes an `errors` entry can carry, with their fixes (README table). */
export const JOB_ERRORS = {
  INVALID_PAYLOAD: 'Send each job as a JSON object with a title.',
  PAYLOAD_TOO_COMPLEX: 'Send the vendor object itself: at most 32 levels deep, 200,000 values, strings up to 1 MB.',
  VENDOR_ERROR:
    "The item is the vendor's error or not-found body, not a posting; `message` is the vendor's reason and `vendorCode` its code. Fetch the posting again.",
  NORMALIZATION_FAILED:
    'A reader failed on this job unexpectedly; the others were normalized. Report the payload shape.',
} as const
