/**
 * GS1 identifiers: GTIN-8/12/13/14 check digits (GS1 General Specifications 7.9.1, mod-10 with weights
 * 3,1 from the right), ISBN-10 -> ISBN-13 (978 prefix), and the GTIN-14 form used to match barcodes
 * across retailers (a UPC-A `012345678905` and an EAN-13 `0012345678905` are the same item).
 */

const GTIN_LENGTHS = new Set([8, 12, 13, 14])

/** The digits of a barcode as sent (`"0 12345 67890 5"`, 12345678905 as a number), or undefined. */
export function barcodeDigits(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  if (typeof text !== 'string') return undefined
  const digits = text.replace(/[\s-]/g, '')
  return /^\d{8,14}$/.test(digits) ? digits : undefined
}

/** The GS1 check digit for the body (every digit but the last). */
export function gs1CheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += i % 2 === 0 ? digit * 3 : digit
  }
  return (10 - (sum % 10)) % 10
}

/** True for a GTIN-8, -12, -13 or -14 whose last digit is its check digit. */
export function isValidGtin(digits: string): boolean {
  if (!GTIN_LENGTHS.has(digits.length) || !/^\d+$/.test(digits)) return false
  return gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1))
}

/** The GTIN-14 key two retailers' barcodes are compared by (left-padded with zeros). */
export function gtin14(digits: string): string {
  return digits.padStart(14, '0')
}

/** An ISBN-10 (`0-306-40615-2`, `X` check) or ISBN-13 as ISBN-13 digits, or undefined when invalid. */
export function toIsbn13(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).replace(/[\s-]/g, '').toUpperCase()
  if (/^97[89]\d{10}$/.test(text)) return isValidGtin(text) ? text : undefined
  if (!/^\d{9}[\dX]$/.test(text)) return undefined
  let sum = 0
  for (let i = 0; i < 10; i++) sum += (10 - i) * (text[i] === 'X' ? 10 : Number(text[i]))
  if (sum % 11 !== 0) return undefined
  const body = `978${text.slice(0, 9)}`
  return body + gs1CheckDigit(body)
}
