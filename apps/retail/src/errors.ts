/** The retail normalizer's error codes (merged into core's catalog): the kit's request codes plus compare's. */
import type { ErrorCatalog } from '@svc/core'
import { normalizeErrors } from '@svc/normalize-kit'
import { VOCABULARY } from './domain/normalize-products.js'

export const retailErrors: ErrorCatalog = {
  ...normalizeErrors(VOCABULARY),
  UNKNOWN_SCHEMA_VERSION: {
    status: 400,
    fix: "Use one of the retailer's schema versions listed in the message and the README (amazon: paapi5, sp-api-2022-04-01), or omit it.",
  },
  EMPTY_PRODUCT: {
    status: 422,
    fix: 'Send the product object itself (or the vendor response that holds it); an item with no id, title or price has nothing to normalize.',
  },
  VENDOR_ERROR: {
    status: 422,
    fix: "The retailer's response reported this error for one of its items (`vendorCode` is the retailer's own code); fix the request made to the retailer.",
  },
  DUPLICATE_PRODUCT_ID: { status: 400, fix: 'Send each product once: compare needs unique product ids.' },
}
