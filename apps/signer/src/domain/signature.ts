/**
 * The HMAC itself: the version marker names the hash (`1s256`, `1s512`), the key is the secret's
 * UTF-8 bytes, the signature is lower-case hex, and comparison runs in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type Algorithm = 'sha256' | 'sha512'

/** Version marker (the `sig_v` parameter) for each algorithm: format version 1, then the hash. */
export const VERSION_OF: Readonly<Record<Algorithm, string>> = { sha256: '1s256', sha512: '1s512' }

const ALGORITHM_OF: ReadonlyMap<string, Algorithm> = new Map([
  ['1s256', 'sha256'],
  ['1s512', 'sha512'],
])

export function algorithmOfVersion(version: string): Algorithm | undefined {
  return ALGORITHM_OF.get(version)
}

export function computeSignature(algorithm: Algorithm, secret: string, canonical: string): string {
  return createHmac(algorithm, secret).update(canonical, 'utf8').digest('hex')
}

/** Constant time for equal lengths; a length difference (which the hash fixes) answers false at once. */
export function signaturesEqual(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
