/**
 * Bytes -> text (seed 002 rule 3): UTF-8 by default, a UTF-8 BOM skipped; UTF-16 LE/BE with a BOM
 * where the format allows it (XML, CSV). Invalid sequences are refused, never replaced.
 */
import { AppError } from '@svc/core/errors'

export function decodeText(bytes: Uint8Array, { utf16 }: { utf16: boolean }): string {
  const b0 = bytes[0]
  const b1 = bytes[1]
  const isUtf16 = (b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)
  if (isUtf16 && !utf16) {
    throw new AppError('INVALID_ENCODING', 'UTF-16 is accepted for XML and CSV only; send this format as UTF-8.')
  }
  const label = isUtf16 ? (b0 === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8'
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    throw new AppError('INVALID_ENCODING', `The input is not valid ${label.toUpperCase()} text.`, {
      encoding: label,
    })
  }
}
