/**
 * `identifiers` from the barcodes an adapter found: each checked with its GS1 check digit, then
 * filed by length (GTIN-12 = UPC, GTIN-13 = EAN, 978/979 EAN = ISBN-13; an EAN-13 with a leading 0 is
 * also the UPC). `gtin` is the first valid barcode as sent. An invalid one warns GTIN_INVALID.
 */
import type { NormalizeContext } from '@svc/normalize-kit'
import type { Identifiers, ProductDraft } from '../canonical/product.js'
import { barcodeDigits, isValidGtin, toIsbn13 } from './gtin.js'

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

export function identifiersOf(draft: ProductDraft, ctx: NormalizeContext): Identifiers {
  let gtin: string | null = null
  let upc: string | null = null
  let ean: string | null = null
  let isbn: string | null = null
  for (const raw of Array.isArray(draft.barcodes) ? draft.barcodes : []) {
    if (raw === undefined || raw === null || raw === '') continue
    const digits = barcodeDigits(raw)
    if (!digits || !isValidGtin(digits)) {
      ctx.warn(
        'GTIN_INVALID',
        'A barcode failed its GS1 check digit (or is not 8, 12, 13 or 14 digits); it was left out.',
        'identifiers.gtin',
      )
      continue
    }
    gtin ??= digits
    if (digits.length === 12) upc ??= digits
    if (digits.length === 13) {
      ean ??= digits
      if (digits.startsWith('0')) upc ??= digits.slice(1)
      if (/^97[89]/.test(digits)) isbn ??= digits
    }
    if (digits.length === 14 && digits.startsWith('00')) upc ??= digits.slice(2)
  }
  if (draft.isbn !== undefined && draft.isbn !== null && draft.isbn !== '') {
    const checked = toIsbn13(draft.isbn)
    if (checked) isbn = checked
    else ctx.warn('GTIN_INVALID', 'The ISBN fails its check digit; it was left out.', 'identifiers.isbn')
  }
  return {
    gtin,
    upc,
    ean,
    isbn,
    asin: text(draft.asin),
    mpn: text(draft.mpn),
    sku: text(draft.sku),
  }
}
