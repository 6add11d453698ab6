import { describe, expect, it } from 'vitest'
import { type SignInput, signUrl } from '../../src/domain/sign-url.js'
import { type VerifyInput, verifyUrl } from '../../src/domain/verify-url.js'

const SECRET = 'tampering-secret-0c8e4b1f'
const NOW = Date.UTC(2025, 0, 1)
const BASE: SignInput = {
  url: 'https://shop.example.com/orders/42?view=full&tag=a&tag=b',
  secret: SECRET,
  expiresInSeconds: 3600,
  method: 'GET',
  allowedIps: ['10.0.0.0/8'],
  maxPayloadSize: 100,
  requiredHeaders: { 'X-Tenant': 'acme' },
  algorithm: 'sha256',
}
const FACTS: Omit<VerifyInput, 'signedUrl'> = {
  secret: SECRET,
  method: 'GET',
  clientIp: '10.0.0.1',
  headers: { 'x-tenant': 'acme' },
  payloadSize: 10,
}
const signed = (input: Partial<SignInput> = {}) => signUrl({ ...BASE, ...input }, NOW).signed_url
const check = (signedUrl: string, facts: Partial<VerifyInput> = {}) =>
  verifyUrl({ ...FACTS, ...facts, signedUrl }, { nowMs: NOW, clockSkewSeconds: 30 })
const signatureCode = (signedUrl: string) => check(signedUrl).checks[0]?.code

describe('tampering', () => {
  const url = signed()

  it('verifies the untouched URL', () => {
    expect(url).toBe(
      'https://shop.example.com/orders/42?sig_exp=1735693200&sig_h=x-tenant%3Aacme&sig_ip=10.0.0.0%2F8&sig_m=GET&sig_max=100&sig_v=1s256&tag=a&tag=b&view=full&sig=' +
        url.slice(-64),
    )
    expect(check(url).valid).toBe(true)
  })

  it.each([
    ['a query value', ['view=full', 'view=less']],
    ['a repeated key value', ['tag=b', 'tag=c']],
    ['a query name', ['view=full', 'mode=full']],
    ['the expiry', ['sig_exp=1735693200', 'sig_exp=1735696800']],
    ['the method', ['sig_m=GET', 'sig_m=PUT']],
    ['the IP allowlist', ['sig_ip=10.0.0.0%2F8', 'sig_ip=0.0.0.0%2F0']],
    ['the payload limit', ['sig_max=100', 'sig_max=999']],
    ['the header value', ['x-tenant%3Aacme', 'x-tenant%3Aevil']],
    ['the host', ['shop.example.com', 'evil.example.com']],
    ['the port', ['shop.example.com', 'shop.example.com:8443']],
    ['the path', ['/orders/42', '/orders/43']],
    ['the path case', ['/orders/42', '/Orders/42']],
    ['the scheme', ['https://', 'http://']],
  ])('fails when %s changes', (_what, [from, to]) => {
    expect(signatureCode(url.replace(from!, to!))).toBe('SIGNATURE_MISMATCH')
  })

  it('fails when a constraint is removed', () => {
    expect(signatureCode(url.replace('sig_m=GET&', ''))).toBe('SIGNATURE_MISMATCH')
  })

  it('fails when a parameter is added, even an empty one', () => {
    expect(signatureCode(url.replace('?', '?extra=1&'))).toBe('SIGNATURE_MISMATCH')
    expect(signatureCode(url.replace('?', '?extra=&'))).toBe('SIGNATURE_MISMATCH')
    expect(signatureCode(url.replace('tag=b', 'tag=b&tag=b'))).toBe('SIGNATURE_MISMATCH')
  })

  it('fails with another secret', () => {
    expect(check(url, { secret: 'another-secret-of-enough-bytes' }).checks[0]?.code).toBe('SIGNATURE_MISMATCH')
  })

  it('still verifies with the parameters in any order', () => {
    const [head, query] = url.split('?') as [string, string]
    const reordered = `${head}?${query.split('&').reverse().join('&')}`
    expect(reordered).not.toBe(url)
    expect(check(reordered).valid).toBe(true)
  })

  it('treats case of the scheme and host, and of hex escapes, as the same URL', () => {
    const escaped = signed({ url: 'https://shop.example.com/a%2Fb?q=x%2Fy' })
    expect(check(escaped.replace('https://shop', 'HTTPS://SHOP')).valid).toBe(true)
    expect(check(escaped.replace('a%2Fb', 'a%2fb').replace('x%2Fy', 'x%2fy')).valid).toBe(true)
  })

  it('refuses a downgrade of the version marker from sha512 to sha256', () => {
    const strong = signed({ algorithm: 'sha512' })
    expect(check(strong).valid).toBe(true)
    expect(signatureCode(strong.replace('sig_v=1s512', 'sig_v=1s256'))).toBe('SIGNATURE_MISMATCH')
  })

  it.each([
    ['a duplicated signature', (u: string) => `${u}&sig=${u.slice(-64)}`, 'Parameter sig appears more than once.'],
    [
      'a duplicated constraint',
      (u: string) => u.replace('sig_m=GET', 'sig_m=GET&sig_m=GET'),
      'Parameter sig_m appears more than once.',
    ],
    [
      'an unknown version marker',
      (u: string) => u.replace('sig_v=1s256', 'sig_v=2s256'),
      'Unknown version marker in sig_v; expected 1s256 or 1s512.',
    ],
    ['no version marker', (u: string) => u.replace('sig_v=1s256&', ''), 'The version marker sig_v is missing.'],
    ['no expiry', (u: string) => u.replace(/sig_exp=\d+&/, ''), 'The expiry parameter sig_exp is missing.'],
    ['no signature', (u: string) => u.slice(0, u.lastIndexOf('&sig=')), 'The signature parameter sig is missing.'],
    ['an unknown sig_ parameter', (u: string) => `${u}&sig_x=1`, 'Unknown reserved parameter sig_x.'],
    ['a fragment', (u: string) => `${u}#x`, 'The URL may not carry a #fragment: it is never sent to a server.'],
    ['a parameter without =', (u: string) => `${u}&flag`, 'Every query parameter must be written name=value.'],
    [
      'an empty && piece',
      (u: string) => u.replace('&tag=a', '&&tag=a'),
      'Every query parameter must be written name=value.',
    ],
    ['a backslash', (u: string) => u.replace('/orders/', '\\orders/'), expect.stringContaining('no whitespace')],
    ['a tab', (u: string) => u.replace('/orders/', '/or\tders/'), expect.stringContaining('no whitespace')],
    [
      'a malformed escape',
      (u: string) => u.replace('view=full', 'view=%zz'),
      'The query contains a malformed percent-escape.',
    ],
    [
      'a non-numeric expiry',
      (u: string) => u.replace(/sig_exp=\d+/, 'sig_exp=soon'),
      'Parameter sig_exp is not a non-negative integer.',
    ],
    ['no scheme', (u: string) => u.replace('https://', '//'), expect.stringContaining('must start with http')],
  ])('reports %s as MALFORMED_SIGNED_URL', (_what, mutate, message) => {
    expect(check(mutate(url)).checks[0]).toEqual({
      check: 'signature',
      passed: false,
      signed: true,
      code: 'MALFORMED_SIGNED_URL',
      message,
    })
  })

  it('does not accept an upper-cased hex signature', () => {
    const sig = url.slice(-64)
    expect(signatureCode(url.replace(sig, sig.toUpperCase()))).toBe('SIGNATURE_MISMATCH')
  })
})
