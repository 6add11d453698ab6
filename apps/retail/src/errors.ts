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
  DUPLICATE_PRODUCT_ID: { status: 400, fix: 'Send each product once: compare needs unique product ids.' },
}
