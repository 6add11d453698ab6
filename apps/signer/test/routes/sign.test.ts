import { readFileSync } from 'node:fs'
import { buildTestApp, TEST_KEY, type TestApp } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signer } from '../../src/app.js'

const vector = JSON.parse(readFileSync(new URL('../fixtures/test-vector.json', import.meta.url), 'utf8'))
const SECRET = 'route-test-secret-9f27c1d4'
let t: TestApp

beforeAll(async () => {
  t = await buildTestApp(signer, { deps: { now: () => vector.nowMs } })
})
afterAll(() => t.app.close())

const sign = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/sign', headers: { 'x-gateway-key': TEST_KEY }, payload })

describe('POST /sign', () => {
  it('reproduces the test vector for sha256 and sha512', async () => {
    for (const algorithm of ['sha256', 'sha512']) {
      const res = await sign({ ...vector.request, algorithm })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        signed_url: vector[algorithm].signed_url,
        expiresAt: '2030-01-01T00:00:00.000Z',
        algorithm,
        version: algorithm === 'sha256' ? '1s256' : '1s512',
        constraints: ['expiry', 'method'],
      })
    }
  })

  it('signs every constraint and lists them', async () => {
    const res = await sign({
      url: 'https://api.example.com/upload',
      secret: SECRET,
      expires_in_seconds: 600,
      method: 'put',
      allowedIps: ['2001:DB8::/32', '10.0.0.1', '10.0.0.1'],
      maxPayloadSize: 1_048_576,
      requiredHeaders: { 'Content-Type': 'application/pdf' },
    })
    const body = res.json()
    expect(body.constraints).toEqual(['expiry', 'method', 'ip', 'headers', 'payloadSize'])
    expect(body.expiresAt).toBe('2025-01-01T00:10:00.000Z')
    expect(body.signed_url).toMatch(
      /^https:\/\/api\.example\.com\/upload\?sig_exp=1735690200&sig_h=content-type%3Aapplication%2Fpdf&sig_ip=10\.0\.0\.1%2C2001%3Adb8%3A%3A%2F32&sig_m=PUT&sig_max=1048576&sig_v=1s256&sig=[0-9a-f]{64}$/,
    )
  })

  it.each([
    [{ expiration: 1893456000, expires_in_seconds: 60 }, 'both'],
    [{}, 'neither'],
  ])('refuses %j (%s expiry member) with 400 INVALID_REQUEST', async (expiry, _label) => {
    const res = await sign({ url: 'https://example.com/', secret: SECRET, ...expiry })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      message: 'send exactly one of expiration or expires_in_seconds',
    })
  })

  it.each([[1735689600], ['2024-12-31T23:59:59Z'], [1]])(
    'refuses the past expiry %j with 400 EXPIRATION_IN_PAST',
    async (expiration) => {
      const res = await sign({ url: 'https://example.com/', secret: SECRET, expiration })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('EXPIRATION_IN_PAST')
    },
  )

  it.each([
    ['ftp://example.com/file', 'INVALID_URL'],
    ['/relative/path', 'INVALID_URL'],
    ['https://user:pass@example.com/', 'INVALID_URL'],
    ['https://example.com/#top', 'INVALID_URL'],
    ['https://example.com/a%zz', 'INVALID_URL'],
    ['https://example.com/?q=%4', 'INVALID_URL'],
    ['https://example.com/?sig=abc', 'RESERVED_PARAMETER'],
    ['https://example.com/?sig_exp=1', 'RESERVED_PARAMETER'],
  ])('refuses %s with 400 %s', async (url, code) => {
    const res = await sign({ url, secret: SECRET, expires_in_seconds: 60 })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(code)
    expect(res.body).not.toContain('pass@')
  })

  it.each([
    [{ allowedIps: ['10.0.0.300'] }, 'allowedIps[0]'],
    [{ allowedIps: ['127.1'] }, 'allowedIps[0]'],
    [{ allowedIps: [] }, 'allowedIps'],
    [{ method: 'GET /' }, 'method'],
    [{ maxPayloadSize: -1 }, 'maxPayloadSize'],
    [{ algorithm: 'md5' }, 'algorithm'],
    [{ expiration: '2030-01-01T00:00:00', expires_in_seconds: undefined }, 'expiration'],
    [{ requiredHeaders: { 'X-A': 'a', 'x-a': 'b' } }, 'requiredHeaders["x-a"]'],
    [{ requiredHeaders: { 'bad header': 'v' } }, 'requiredHeaders["bad header"]'],
    [{ requiredHeaders: { 'X-A': 'line\nbreak' } }, 'requiredHeaders["X-A"]'],
  ])('refuses %j with 400 INVALID_REQUEST at %s', async (member, path) => {
    const res = await sign({ url: 'https://example.com/', secret: SECRET, expires_in_seconds: 60, ...member })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([path])
  })
})

describe('the secret never leaves the service', () => {
  it('refuses a 15-byte secret without echoing it, in the body or the log', async () => {
    const secret = 'fifteen-bytes!!'
    const res = await sign({ url: 'https://example.com/', secret, expires_in_seconds: 60 })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      details: [{ path: 'secret', message: 'secret must be at least 16 bytes (UTF-8)' }],
    })
    expect(res.body).not.toContain(secret)
    expect(t.logs.join('')).not.toContain(secret)
  })

  it('counts bytes, not characters: 8 two-byte characters are enough', async () => {
    const res = await sign({ url: 'https://example.com/', secret: 'éééééééé', expires_in_seconds: 60 })
    expect(res.statusCode).toBe(200)
  })

  it('keeps a valid secret out of successes, other errors and the log', async () => {
    const ok = await sign({ url: 'https://example.com/', secret: SECRET, expires_in_seconds: 60 })
    const bad = await sign({ url: 'ftp://x/', secret: SECRET, expires_in_seconds: 60, method: 1 })
    const past = await sign({ url: 'https://example.com/', secret: SECRET, expiration: 5 })
    for (const res of [ok, bad, past]) expect(res.body).not.toContain(SECRET)
    expect(t.logs.join('')).not.toContain(SECRET)
  })

  it('does not echo a secret of the wrong type', async () => {
    const res = await sign({ url: 'https://example.com/', secret: 1234567890123456, expires_in_seconds: 60 })
    expect(res.statusCode).toBe(400)
    expect(res.body).not.toContain('1234567890')
  })
})

describe('OpenAPI', () => {
  it('documents both operations with examples', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    expect(Object.keys(doc.paths)).toEqual(['/health', '/ready', '/sign', '/verify'])
    await expect(JSON.stringify(doc, null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
