/**
 * The logo's bytes from `logo.base64`, and what kind of image they are by their signature, before
 * any decoder sees them. Accepted: standard or URL-safe base64, padded or not, line breaks allowed,
 * optionally behind a `data:image/png;base64,` or `data:image/webp;base64,` prefix.
 * Only PNG and WebP go on (seed 002); anything else is named in the error so the caller can convert it.
 */
import { AppError } from '@svc/core/errors'

const DATA_URL_PREFIX = /^data:image\/(?:png|webp);base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const BASE64_URL = /^[A-Za-z0-9_-]*={0,2}$/

export type LogoFormat = 'png' | 'webp'

export function decodeLogoBase64(text: string): Buffer {
  const compact = text.replace(DATA_URL_PREFIX, '').replace(/[\r\n\t ]/g, '')
  const alphabet = BASE64.test(compact) ? 'base64' : BASE64_URL.test(compact) ? 'base64url' : undefined
  const unpadded = compact.replace(/=+$/, '')
  if (!alphabet || unpadded.length % 4 === 1 || (compact.includes('=') && compact.length % 4 !== 0)) {
    throw new AppError('INVALID_BASE64', 'logo.base64 is not valid base64 (characters A-Z a-z 0-9 + / and = padding).')
  }
  const bytes = Buffer.from(unpadded, alphabet)
  if (bytes.length === 0) throw new AppError('INVALID_BASE64', 'logo.base64 is empty.')
  return bytes
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function describeOther(bytes: Buffer): string {
  const head = bytes.subarray(0, 16).toString('latin1')
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'a JPEG image'
  if (head.startsWith('GIF8')) return 'a GIF image'
  if (head.startsWith('BM')) return 'a BMP image'
  if (/^\s*<(\?xml|svg)/i.test(head)) return 'SVG or XML text'
  if (head.startsWith('%PDF')) return 'a PDF document'
  return 'not a PNG or WebP image'
}

/** 'png' or 'webp' from the file signature; UNSUPPORTED_LOGO_FORMAT otherwise. */
export function sniffLogoFormat(bytes: Buffer): LogoFormat {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp'
  }
  throw new AppError(
    'UNSUPPORTED_LOGO_FORMAT',
    `logo.base64 holds ${describeOther(bytes)}; send the logo as PNG or WebP.`,
  )
}
