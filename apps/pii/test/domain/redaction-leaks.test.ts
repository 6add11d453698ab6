/**
 * Redaction never hands back what it found: one case per known way a value slipped through
 * (mode detect_and_redact, coverage high), each checked on the redacted output itself.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'
import { type Finding, scanPayload } from '../../src/domain/scan-payload.js'

const redact = (payload: unknown) =>
  scanPayload(payload, { mode: 'detect_and_redact', types: COVERAGE_TYPES.high, strategy: 'mask' })
const text = (payload: string) => {
  const out = redact(payload)
  return { redacted: out.redacted as string, findings: out.findings }
}
const types = (findings: Finding[]) => findings.map((f) => f.type)

describe('redaction leaks', () => {
  it('an unterminated PEM private key longer than 64 KB is redacted to the end of its body', () => {
    const line = 'MIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF3PbnGy0AHB7MhgHcTz6sE2I2yPB'
    const body = Array.from({ length: 1200 }, (_, i) => `${line.slice(0, 60)}${String(i).padStart(4, '0')}`)
    const pem = `-----BEGIN RSA PRIVATE KEY-----\n${body.join('\n')}`
    expect(pem.length).toBeGreaterThan(65_536)
    const { redacted, findings } = text(`key: ${pem}\nend of log`)
    expect(redacted).toBe('key: -----BEGIN RSA PRIVATE KEY-----********\nend of log')
    expect(findings).toEqual([expect.objectContaining({ type: 'private_key', confidence: 0.9, offset: 5 })])
    expect(findings[0]?.length).toBe(pem.length)
  })

  it('a quoted value after a secret cue is redacted whole, spaces included', () => {
    const { redacted } = text('config: password: "my secret phrase with spaces" user=bob')
    expect(redacted).toBe('config: password: "********" user=bob')
    expect(text("secret_key = 'k#9v 2@x!m4q8z&w1p7r3t6y0u5e' next").redacted).toBe("secret_key = '********' next")
  })

  it('a connection string whose password holds unescaped @ is redacted to the last @ of its userinfo', () => {
    const { redacted, findings } = text('MONGO_URL=mongodb+srv://u:p@ss@w0rd@cluster0.x.net/db')
    expect(redacted).toBe('MONGO_URL=mongodb+srv://u:********@cluster0.x.net/db')
    expect(types(findings)).toEqual(['connection_string'])
  })

  it('values nested under a secret key are redacted, schema-like members are not', () => {
    const out = redact({ pwd: { nested: 'deepsecret', list: ['a1', 7] }, user: 'bob' })
    expect(out.redacted).toEqual({ pwd: { nested: '********', list: ['********', '********'] }, user: 'bob' })
    expect(out.findings.map((f) => f.path)).toEqual(['$.pwd.nested', '$.pwd.list[0]', '$.pwd.list[1]'])
    const schema = redact({ password: { type: 'string', minLength: 12 } })
    expect(schema.findings).toEqual([])
  })

  it('HTTP Basic and other credential headers are found', () => {
    const basic = text('GET /admin HTTP/1.1\r\nAuthorization: Basic dXNlcjpodW50ZXIy\r\nAccept: */*')
    expect(basic.redacted).toBe('GET /admin HTTP/1.1\r\nAuthorization: Basic ********\r\nAccept: */*')
    expect(basic.findings).toEqual([
      expect.objectContaining({ type: 'bearer_token', detector: 'basic_auth_header', confidence: 0.95 }),
    ])
    const digest = text('Proxy-Authorization: Digest username="bob", response="6629fae49393a05397450978507c4ef1"\nok')
    expect(digest.redacted).toBe('Proxy-Authorization: Digest ********\nok')
    expect(text('curl -H "PRIVATE-TOKEN: abcd1234efgh" -H "Cookie: sid=31d4d96e407aad42; lang=en"').redacted).toBe(
      'curl -H "PRIVATE-TOKEN: ********" -H "Cookie: ********"',
    )
    const json = redact({ headers: { Authorization: 'Basic dXNlcjpodW50ZXIy', 'Content-Type': 'text/plain' } })
    expect(json.redacted).toEqual({ headers: { Authorization: 'Basic ********', 'Content-Type': 'text/plain' } })
  })

  describe('card numbers with Unicode or unusual separators between groups', () => {
    const card = ['4556', '7375', '8689', '9855']
    const variants: Record<string, string> = {
      'non-breaking spaces': card.join('\u00a0'),
      'thin spaces': card.join('\u2009'),
      'narrow no-break spaces': card.join('\u202f'),
      dots: card.join('.'),
      underscores: card.join('_'),
      slashes: card.join('/'),
      'en dashes': card.join('\u2013'),
      'full-width digits': card.join(' ').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      'zero-width joiners': card.join('\u200d'),
      'zero-width spaces inside groups': `45\u200b56 7375 86\u200b89 9855`,
    }
    for (const [name, written] of Object.entries(variants)) {
      it(`finds and masks a card written with ${name}, offsets in the original text`, () => {
        const input = `paid with ${written} today`
        const { redacted, findings } = text(input)
        expect(types(findings)).toEqual(['credit_card'])
        const f = findings[0] as Finding
        expect(input.slice(f.offset, f.offset + f.length)).toBe(written)
        expect(redacted.startsWith('paid with ')).toBe(true)
        expect(redacted.endsWith(' today')).toBe(true)
        // The mask is made from the value as read: separators that were removed stay removed.
        expect(redacted).toMatch(/^paid with \*{4}.?\*{4}.?\*{4}.?9855 today$/)
      })
    }
  })

  it('an e-mail with a zero-width space or a NUL inside is found whole', () => {
    const zw = text('mail jane\u200b.doe@gmail.com now')
    expect(zw.redacted).toBe('mail j***@gmail.com now')
    expect(zw.findings[0]).toMatchObject({ type: 'email', offset: 5, length: 19 })
    const nul = text('mail jane.d\u0000oe@gmail.com now')
    expect(nul.redacted).toBe('mail j***@gmail.com now')
  })

  it('an SSN with en dashes, or dots after an ssn cue, is found', () => {
    expect(text('SSN: 536\u201322\u20138451').redacted).toBe('SSN: ***-**-8451')
    expect(text('ssn 536.22.8451 on file').redacted).toBe('ssn ***.**.8451 on file')
    expect(text('version 536.22.8451').findings).toEqual([])
  })

  it('a finding whose rule reads a bounded prefix is redacted to the end of its run', () => {
    const longPassword = `p${'Aa9$'.repeat(100)}`
    expect(text(`password=${longPassword} next`).redacted).toBe('password=******** next')
    const longToken = `${'k3Yq9Lm2'.repeat(700)}`
    expect(text(`Authorization: Bearer ${longToken} x`).redacted).toBe('Authorization: Bearer ******** x')
    const longSecret = Array.from({ length: 12 }, (_, i) =>
      createHash('sha256').update(`${i}`).digest('base64url'),
    ).join('')
    expect(text(`client_secret=${longSecret}&x=1`).redacted).toBe('client_secret=********&x=1')
    const longLocal = `${'a.b'.repeat(40)}@gmail.com`
    expect(text(`to ${longLocal}`).redacted).toBe('to a***@gmail.com')
    const keyed = redact({ password: 'q7!'.repeat(2000), token: `${'Zx8vQ2mN4pL7rT1w'.repeat(400)}` })
    expect(keyed.redacted).toEqual({ password: '********', token: '********' })
  })
})
