/** The invoice normalizer's error codes (merged into core's catalog): the normalize-kit request codes. */
import { normalizeErrors } from '@svc/normalize-kit'
import { VOCABULARY } from './domain/normalize-invoice.js'

export const invoiceErrors = normalizeErrors(VOCABULARY)
