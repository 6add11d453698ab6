import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { canonicalString } from '../../src/domain/canonical-string.js'
import { parseHttpUrl } from '../../src/domain/parse-http-url.js'
import { canonicalPath, canonicalQueryComponent, encodeText } from '../../src/domain/percent-encoding.js'
import { signUrl } from '../../src/domain/sign-url.js'

const vector = JSON.parse(readFileSync(new URL('../fixtures/test-vector.json', import.meta.url), 'utf8'))
const canonical = (url: string) => {
  const { base, params } = parseHttpUrl(url, { strict: false })
  return canonicalString(base, params)
}

describe('canonical form', () => {
  it.each([
    ['HTTPS://Example.COM:443/a', 'https://example.com/a?'],
    ['http://example.com:80/', 'http://example.com/?'],
    ['https://example.com:8443', 'https://example.com:8443/?'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/?'],
    ['https://[2001:DB8:0:0::1]/', 'https://[2001:db8::1]/?'],
    ['https://example.com/a/./b/../c', 'https://example.com/a/c?'],
    ['https://example.com/%7euser/%2f%41', 'https://example.com/~user/%2FA?'],
    ['https://example.com/caf\u00e9 x', 'https://example.com/caf%C3%A9%20x?'],
    ['https://example.com/?b=2&a=2&a=1&c', 'https://example.com/?a=1&a=2&b=2&c='],
    ['https://example.com/?q=a+b&r=a%20b&s=a%2bb', 'https://example.com/?q=a%20b&r=a%20b&s=a%2Bb'],
    ["https://example.com/?x=!'()*&y=é", 'https://example.com/?x=%21%27%28%29%2A&y=%C3%A9'],
    ['https://example.com/?%FF=%fe', 'https://example.com/?%FF=%FE'],
  ])('%s → %s', (input, expected) => {
    expect(canonical(input)).toBe(expected)
  })

  it('sorts by name, then by value, in byte order', () => {
    expect(canonical('https://e.com/?b=1&B=1&a=z&a=Z&a=%C3%A9')).toBe('https://e.com/?B=1&a=%C3%A9&a=Z&a=z&b=1')
  })

  it('encodes bytes, not characters: different bytes never collapse', () => {
    expect(canonicalQueryComponent('%FF')).not.toBe(canonicalQueryComponent('%FE'))
    expect(canonicalQueryComponent('%zz')).toBeNull()
    expect(canonicalPath('/a%2')).toBeNull()
    expect(encodeText('a b/é~')).toBe('a%20b%2F%C3%A9~')
  })

  it('encodes every string byte by byte, the unreserved shortcut included', () => {
    const reference = (text: string) =>
      [...Buffer.from(text, 'utf8')]
        .map((b) =>
          /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) && b < 0x80
            ? String.fromCharCode(b)
            : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
        )
        .join('')
    for (const text of [
      '',
      '1s256',
      'GET',
      '1893456000',
      'x-tenant:acme',
      '203.0.113.0/24',
      'A~z._-9',
      'é',
      ' ',
      '%41',
    ]) {
      expect(encodeText(text), text).toBe(reference(text))
    }
  })

  it('reproduces the published test vector with a bare HMAC', () => {
    const out = signUrl({ ...vector.request, algorithm: 'sha256' }, vector.nowMs)
    expect(out.signed_url).toBe(vector.sha256.signed_url)
    const sig = createHmac('sha256', vector.request.secret).update(vector.canonical).digest('hex')
    expect(out.signed_url).toBe(`${vector.canonical}&sig=${sig}`)
  })
})
