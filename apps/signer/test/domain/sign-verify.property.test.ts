import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalString } from '../../src/domain/canonical-string.js'
import { parseHttpUrl } from '../../src/domain/parse-http-url.js'
import { type SignInput, signUrl } from '../../src/domain/sign-url.js'
import { verifyUrl } from '../../src/domain/verify-url.js'

const SECRET = 'property-secret-7d2c9e41b'
const NOW = Date.UTC(2025, 0, 1)
const OPTIONS = { nowMs: NOW, clockSkewSeconds: 30 }
const FACTS = { secret: SECRET, method: 'GET', clientIp: '10.0.0.1', headers: { 'x-tenant': 'acme' }, payloadSize: 1 }

/** One character of a path segment or query component: any text but the delimiters, or an escape. */
const piece = (forbidden: RegExp) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 4 }).map((s) => s.replace(forbidden, '')),
    fc
      .integer({ min: 0, max: 255 })
      .chain((byte) =>
        fc.constantFrom(byte.toString(16).padStart(2, '0'), byte.toString(16).padStart(2, '0').toUpperCase()),
      )
      .map((hex) => `%${hex}`),
    fc.constantFrom('+', '~', '.', '..', 'é', '東京', '😀', '%2F', '%2f', ' '),
  )
const text = (forbidden: RegExp) => fc.array(piece(forbidden), { maxLength: 4 }).map((parts) => parts.join(''))

const urlArbitrary = fc
  .record({
    scheme: fc.constantFrom('http', 'https', 'HTTPS'),
    host: fc.constantFrom('example.com', 'API.Example.org', 'bücher.example', '127.0.0.1', '[2001:db8::1]'),
    port: fc.constantFrom('', ':8443', ':443', ':80'),
    segments: fc.array(text(/[#?%/\\]/g), { maxLength: 4 }),
    params: fc.array(fc.tuple(fc.constantFrom('a', 'b', 'tag', 'Ünï', 'x y', 'sigma'), text(/[#&=%]/g)), {
      maxLength: 5,
    }),
  })
  .map(({ scheme, host, port, segments, params }) => {
    const query = params.map(([k, v]) => `${k}=${v}`).join('&')
    return `${scheme}://${host}${port}/${segments.join('/')}${query ? `?${query}` : ''}`
  })

const signInput = fc.record({
  url: urlArbitrary,
  algorithm: fc.constantFrom('sha256' as const, 'sha512' as const),
  method: fc.constantFrom(undefined, 'get'),
  allowedIps: fc.constantFrom(undefined, ['10.0.0.0/8', '::1']),
  requiredHeaders: fc.constantFrom(undefined, { 'X-Tenant': 'acme' }),
})

const sign = (input: Omit<SignInput, 'secret' | 'expiresInSeconds'>) =>
  signUrl({ ...input, secret: SECRET, expiresInSeconds: 600 }, NOW).signed_url

const canonical = (url: string) => {
  const { base, params } = parseHttpUrl(url, { strict: true })
  return canonicalString(base, params)
}

/**
 * Single-character edits that canonicalize to the same URL, as the README documents: the case (and
 * IDNA mapping) of the scheme and host, the case of a hex digit in a %XX escape, and deleting the `/`
 * of an empty path (`https://h?…` is `https://h/?…`) or replacing it by `:` (`https://h:?…`, an
 * empty port).
 */
function isDocumentedEquivalence(url: string, at: number, by: string): boolean {
  const pathStart = url.indexOf('/', url.indexOf('://') + 3)
  if (at < pathStart) return true
  if (at === pathStart && by === '' && url[at + 1] === '?') return true
  // The `/` of an empty path replaced by `:` is an empty port, which the URL parser drops: `https://h:?…`.
  if (at === pathStart && by === ':' && url[at + 1] === '?') return true
  const inEscape = url[at - 1] === '%' || url[at - 2] === '%'
  return inEscape && by.toLowerCase() === url[at]?.toLowerCase()
}

describe('sign then verify (property)', () => {
  it('always verifies, in any parameter order', () => {
    fc.assert(
      fc.property(signInput, fc.integer(), (input, seed) => {
        const url = sign(input)
        expect(verifyUrl({ ...FACTS, signedUrl: url }, OPTIONS).valid).toBe(true)
        const [head, query = ''] = url.split('?')
        const parts = query.split('&')
        const rotated = [
          ...parts.slice(Math.abs(seed) % parts.length),
          ...parts.slice(0, Math.abs(seed) % parts.length),
        ]
        expect(verifyUrl({ ...FACTS, signedUrl: `${head}?${rotated.join('&')}` }, OPTIONS).valid).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('fails after any single-character edit, unless the edit is a documented equivalence', () => {
    const replacement = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      fc.constantFrom('', 'é', 'ｅ', 'Ａ', '\t', ' '),
    )
    fc.assert(
      fc.property(signInput, fc.nat(), replacement, (input, position, by) => {
        const url = sign(input)
        const at = position % url.length
        if (url[at] === by) return
        const edited = url.slice(0, at) + by + url.slice(at + 1)
        const result = verifyUrl({ ...FACTS, signedUrl: edited }, OPTIONS)
        if (!result.valid) return
        expect(isDocumentedEquivalence(url, at, by), `edit at ${at} → ${JSON.stringify(by)}: ${edited}`).toBe(true)
        expect(canonical(edited)).toBe(canonical(url))
      }),
      { numRuns: 3000 },
    )
  })

  it('never throws on arbitrary text: sign refuses with an AppError, verify answers valid false', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          urlArbitrary.map((u) => `${u}%`),
        ),
        (text) => {
          expect(verifyUrl({ ...FACTS, signedUrl: text }, OPTIONS).valid).toBe(false)
          try {
            sign({ url: text, algorithm: 'sha256' })
          } catch (error) {
            expect((error as { name?: string }).name).toBe('AppError')
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
