import { ConfigError, loadServiceConfig } from '@svc/core'
import { buildTestApp, TEST_KEY, type TestApp } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signer } from '../../src/app.js'

const SECRET = 'verify-route-secret-51c0d2e8'
const SIGNED_AT = Date.UTC(2025, 0, 1)
const EXPIRES = SIGNED_AT / 1000 + 600
let clock = SIGNED_AT
let t: TestApp
let signedUrl: string

const call = (url: string, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url, headers: { 'x-gateway-key': TEST_KEY }, payload })
const verify = (payload: object) => call('/verify', { signedUrl, secret: SECRET, ...payload })
const FACTS = { method: 'post', clientIp: '10.1.2.3', headers: { 'x-tenant': 'acme' }, payloadSize: 2048 }
const codes = (body: { checks: { check: string; code?: string }[] }) =>
  Object.fromEntries(body.checks.map((c) => [c.check, c.code ?? 'ok']))

beforeAll(async () => {
  t = await buildTestApp(signer, { deps: { now: () => clock } })
  const signed = await call('/sign', {
    url: 'https://upload.example.com/v1/files?bucket=reports',
    secret: SECRET,
    expiration: EXPIRES,
    method: 'POST',
    allowedIps: ['10.0.0.0/8', '2001:db8::/32'],
    requiredHeaders: { 'X-Tenant': 'acme' },
    maxPayloadSize: 4096,
  })
  signedUrl = signed.json().signed_url
})
afterAll(() => t.app.close())

describe('POST /verify', () => {
  it('passes every check with the facts of a matching request', async () => {
    const res = await verify(FACTS)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      valid: true,
      checks: [
        { check: 'signature', passed: true, signed: true, message: 'HMAC-SHA256 matches.' },
        {
          check: 'expiry',
          passed: true,
          signed: true,
          message: 'Valid until 2025-01-01T00:10:00.000Z (clock skew tolerance 30 s).',
        },
        { check: 'method', passed: true, signed: true, message: 'The method is POST.' },
        { check: 'ip', passed: true, signed: true, message: 'The client IP is in the allowlist.' },
        { check: 'headers', passed: true, signed: true, message: 'Every required header has its signed value.' },
        { check: 'payloadSize', passed: true, signed: true, message: 'At most 4096 bytes.' },
      ],
    })
  })

  it('reports each violated constraint with its stable code', async () => {
    const res = await verify({
      method: 'GET',
      clientIp: '192.168.0.1',
      headers: { 'X-Tenant': 'other' },
      payloadSize: 4097,
    })
    expect(res.json().valid).toBe(false)
    expect(codes(res.json())).toEqual({
      signature: 'ok',
      expiry: 'ok',
      method: 'METHOD_NOT_ALLOWED',
      ip: 'IP_NOT_ALLOWED',
      headers: 'HEADER_MISMATCH',
      payloadSize: 'PAYLOAD_TOO_LARGE',
    })
    expect(res.json().checks[4].message).toBe('Missing or different: x-tenant.')
  })

  it('fails closed when the caller omits what a signed constraint needs', async () => {
    const res = await verify({})
    expect(codes(res.json())).toEqual({
      signature: 'ok',
      expiry: 'ok',
      method: 'CONSTRAINT_NOT_CHECKED',
      ip: 'CONSTRAINT_NOT_CHECKED',
      headers: 'CONSTRAINT_NOT_CHECKED',
      payloadSize: 'CONSTRAINT_NOT_CHECKED',
    })
  })

  it.each([
    ['2001:db8:1::9', true],
    ['::ffff:10.9.9.9', true],
    ['2001:db9::1', false],
    ['11.0.0.1', false],
  ])('matches client %s against the CIDR allowlist: %s', async (clientIp, allowed) => {
    const res = await verify({ ...FACTS, clientIp })
    expect(res.json().checks[3]).toMatchObject({ check: 'ip', passed: allowed })
  })

  it('tolerates 30 s of clock skew by default and no more', async () => {
    clock = (EXPIRES + 30) * 1000
    expect((await verify(FACTS)).json().valid).toBe(true)
    clock = (EXPIRES + 30) * 1000 + 1
    const late = (await verify(FACTS)).json()
    expect(late.valid).toBe(false)
    expect(late.checks[1]).toEqual({
      check: 'expiry',
      passed: false,
      signed: true,
      code: 'EXPIRED',
      message: 'Expired at 2025-01-01T00:10:00.000Z (clock skew tolerance 30 s).',
    })
    clock = SIGNED_AT
  })

  it('uses the configured skew (SIGNER_CLOCK_SKEW_SECONDS)', async () => {
    const env = loadServiceConfig(signer, { SIGNER_CLOCK_SKEW_SECONDS: '0' })
    const deps = { now: () => (EXPIRES + 1) * 1000, ...signer.configure?.(env) }
    expect(deps.clockSkewSeconds).toBe(0)
    const strict = await buildTestApp(signer, { deps })
    const res = await call('/verify', { signedUrl, secret: SECRET, ...FACTS }, strict.app)
    expect(codes(res.json()).expiry).toBe('EXPIRED')
    await strict.app.close()
    expect(() => loadServiceConfig(signer, { SIGNER_CLOCK_SKEW_SECONDS: '-1' })).toThrow(ConfigError)
  })

  it('answers a malformed signed URL with 200, valid false and MALFORMED_SIGNED_URL', async () => {
    const res = await verify({ ...FACTS, signedUrl: 'https://upload.example.com/v1/files?bucket=reports' })
    expect(res.statusCode).toBe(200)
    expect(res.json().valid).toBe(false)
    expect(res.json().checks[0]).toEqual({
      check: 'signature',
      passed: false,
      signed: true,
      code: 'MALFORMED_SIGNED_URL',
      message: 'The signature parameter sig is missing.',
    })
    expect(
      res
        .json()
        .checks.slice(1)
        .map((c: { code: string }) => c.code),
    ).toEqual(Array(5).fill('NOT_EVALUATED'))
  })

  it('answers a sig_exp past year 9999 as MALFORMED_SIGNED_URL, not a 500 (toISOString range)', async () => {
    const signedUrl = 'https://upload.example.com/v1/files?sig_exp=999999999999999&sig_v=1s256&sig=' + 'a'.repeat(64)
    const res = await verify({ ...FACTS, signedUrl })
    expect(res.statusCode).toBe(200)
    expect(res.json().valid).toBe(false)
    expect(res.json().checks[0]).toMatchObject({
      code: 'MALFORMED_SIGNED_URL',
      message: 'Parameter sig_exp is after 9999-12-31T23:59:59Z.',
    })
  })

  it('refuses a bad request body with 400 and never echoes the secret', async () => {
    const res = await verify({ clientIp: 'not-an-ip', payloadSize: -5, secret: 'short-secret' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['clientIp', 'payloadSize', 'secret'])
    expect(res.body).not.toContain('short-secret')
    expect(t.logs.join('')).not.toContain('short-secret')
    expect(t.logs.join('')).not.toContain(SECRET)
  })

  it('answers the same request with byte-identical bodies', async () => {
    expect((await verify(FACTS)).body).toBe((await verify(FACTS)).body)
  })
})
