/** The shipment normalizer's error codes (merged into core's catalog); item-scoped ones appear in `errors[]`. */
import type { ErrorCatalog } from '@svc/core'
import { normalizeErrors } from '@svc/normalize-kit'
import { VOCABULARY } from './domain/normalize-shipment.js'

const { UNRECOGNIZED_PAYLOAD, PAYLOAD_TOO_COMPLEX } = normalizeErrors(VOCABULARY)

export const shipmentErrors: ErrorCatalog = {
  UNKNOWN_CARRIER: {
    status: 400,
    fix: 'Use a `carrier` key listed by GET /carriers (case and separators are ignored), or omit `carrier` to infer it.',
  },
  INVALID_TRACKING_NUMBER: {
    status: 400,
    fix: 'Send the tracking number as printed: letters and digits (spaces and dashes are removed).',
  },
  CARRIER_ERROR: {
    status: 422,
    fix: 'The carrier response you sent is an error for this number (not found, invalid); send a response that holds tracking data.',
  },
  UNRECOGNIZED_PAYLOAD: UNRECOGNIZED_PAYLOAD as ErrorCatalog[string],
  PAYLOAD_TOO_COMPLEX: PAYLOAD_TOO_COMPLEX as ErrorCatalog[string],
}
