/** The invoice normalizer's error codes (merged into core's catalog): the normalize-kit request codes and the vendor-response ones. */
import type { ErrorCatalog } from '@svc/core'
import { normalizeErrors } from '@svc/normalize-kit'
import { VOCABULARY } from './domain/normalize-invoice.js'

export const invoiceErrors: ErrorCatalog = {
  ...normalizeErrors(VOCABULARY),
  VENDOR_ERROR: {
    status: 422,
    fix: "The payload is the vendor's error response (Stripe `{ error }`, Xero `ValidationException`, Shopify `{ errors }`, QuickBooks `{ Fault }`) or an invoice the vendor marked as failed; the message carries the vendor's reason and `vendorCode` its code. Fix the request made to the vendor.",
  },
  LIST_PAYLOAD: {
    status: 422,
    fix: 'The payload is a vendor list or query response holding several invoices (or none): POST it to /normalize/list, or send one invoice.',
  },
  EMPTY_INVOICE: {
    status: 422,
    fix: 'Send the invoice object itself: the payload has no invoice id or number and no amounts, lines or dates.',
  },
}
