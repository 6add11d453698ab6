/** The retail normalizer's warning codes: the kit's catalog plus the retail ones (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const RETAIL_WARNINGS = defineWarnings({
  GTIN_INVALID: {
    meaning: 'A barcode is not a GTIN-8/12/13/14 with a valid GS1 check digit (or an ISBN fails its check); left out.',
    penalty: 0.05,
  },
  ID_MISSING: {
    meaning: 'The payload has no retailer product id; the product id is the retailer key and a hash of the payload.',
    penalty: 0.1,
  },
  RATING_OUT_OF_RANGE: { meaning: 'The rating is outside its scale (0-5 after rescaling); left out.', penalty: 0.03 },
  ORIGINAL_PRICE_IGNORED: {
    meaning: 'The original (list / was) price is not above the price; no discount is reported.',
    penalty: 0.01,
  },
  SCHEMA_VERSION_IGNORED: {
    meaning: 'The retailer has a single product schema; `schemaVersion` was not needed and is ignored.',
    penalty: 0,
  },
})
