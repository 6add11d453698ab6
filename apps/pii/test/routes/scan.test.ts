import { ConfigError, loadServiceConfig } from '@svc/core'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pii } from '../../src/app.js'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'

let app: FastifyInstance

beforeAll(async () => {
  app = (await buildTestApp(pii)).app
})
afterAll(() => app.close())

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/scan', headers: { 'x-gateway-key': TEST_KEY }, payload: payload as object })

const postText = (text: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/scan${query}`,
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/plain; charset=utf-8' },
    payload: text,
  })

describe('POST /scan', () => {
  it('detects by default at medium coverage, with paths and masked previews', async () => {
    const res = await post({ payload: { user: { email: 'jane.doe@gmail.com', password: 'hunter2!' } } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.coverageLevel).toBe('medium')
    expect(body.effectiveTypes).toEqual(COVERAGE_TYPES.medium.slice().sort((a, b) => order(a) - order(b)))
    expect(body.redacted).toBeUndefined()
    expect(body.findings).toEqual([
      {
        type: 'email',
        detector: 'email',
        confidence: 0.99,
        preview: 'j***@gmail.com',
        path: '$.user.email',
        offset: 0,
        length: 18,
      },
      {
        type: 'password',
        detector: 'password_key',
        confidence: 0.95,
        preview: '********',
        path: '$.user.password',
        offset: 0,
        length: 8,
      },
    ])
    expect(body.summary).toEqual({ total: 2, byType: { email: 1, password: 1 }, testData: 0, findingsTruncated: false })
    expect(body.riskScore).toBe(Math.round(8 * 0.99 + 45 * 0.95))
    expect(body.riskLevel).toBe('high')
    expect(JSON.stringify(body)).not.toContain('hunter2')
  })

  it('redacts into a separate value of the same shape and leaves findings out in redact mode', async () => {
    const payload = { items: [{ card: '4556-7375-8689-9855' }, { note: 'call +44 20 7946 0958' }], count: 2 }
    const res = await post({ payload, mode: 'redact' })
    const body = res.json()
    expect(body.findings).toBeUndefined()
    expect(body.redacted).toEqual({
      items: [{ card: '****-****-****-9855' }, { note: 'call +** ** **** **58' }],
      count: 2,
    })
  })

  it('replace, hash (stable per salt) and remove strategies', async () => {
    const payload = { email: 'jane.doe@gmail.com', keep: 'nothing here' }
    const replaced = (await post({ payload, mode: 'redact', strategy: 'replace' })).json().redacted
    expect(replaced).toEqual({ email: '[EMAIL]', keep: 'nothing here' })
    const a = (await post({ payload, mode: 'redact', strategy: 'hash', salt: 'tenant-one-salt-1' })).json().redacted
    const b = (await post({ payload, mode: 'redact', strategy: 'hash', salt: 'tenant-one-salt-1' })).json().redacted
    const c = (await post({ payload, mode: 'redact', strategy: 'hash', salt: 'tenant-two-salt-2' })).json().redacted
    expect(a.email).toMatch(/^\[EMAIL:[0-9a-f]{16}\]$/)
    expect(a).toEqual(b)
    expect(c.email).not.toBe(a.email)
    const removed = (await post({ payload, mode: 'redact', strategy: 'remove' })).json().redacted
    expect(removed).toEqual({ keep: 'nothing here' })
  })

  it('hash needs a key: 400 HASH_KEY_REQUIRED naming the fix, never an unkeyed HMAC', async () => {
    const payload = { ssn: '536-22-8451' }
    const res = await post({ payload, mode: 'redact', strategy: 'hash' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('HASH_KEY_REQUIRED')
    expect(res.json().message).toMatch(/x-pii-salt.*PII_HASH_KEY/)
    const raw = await postText('ssn 536-22-8451', '?mode=redact&strategy=hash')
    expect(raw.json().error).toBe('HASH_KEY_REQUIRED')
    // Nothing is hashed in detect mode, so no key is needed there.
    expect((await post({ payload, strategy: 'hash' })).statusCode).toBe(200)
  })

  it('takes the salt from the x-pii-salt header and refuses it in the URL or too short', async () => {
    const salt = 'tenant-one-salt-1'
    const inBody = (await post({ payload: 'jane.doe@gmail.com', mode: 'redact', strategy: 'hash', salt })).json()
    const inHeader = await app.inject({
      method: 'POST',
      url: '/scan?mode=redact&strategy=hash',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/plain', 'x-pii-salt': salt },
      payload: 'jane.doe@gmail.com',
    })
    expect(inHeader.json().redacted).toBe(inBody.redacted)
    expect(inBody.redacted).toMatch(/^\[EMAIL:[0-9a-f]{16}\]$/)
    const inUrl = await postText('jane.doe@gmail.com', `?mode=redact&strategy=hash&salt=${salt}`)
    expect(inUrl.statusCode).toBe(400)
    expect(inUrl.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'salt' }] })
    expect(inUrl.json().message).toMatch(/x-pii-salt/)
    expect(JSON.stringify(inUrl.json())).not.toContain(salt)
    const short = await post({ payload: 'x', mode: 'redact', strategy: 'hash', salt: 'abc' })
    expect(short.statusCode).toBe(400)
    expect(short.json().details).toEqual([{ path: 'salt', message: expect.stringMatching(/16-256/) }])
  })

  it('hashes with the server-side PII_HASH_KEY when the request sends no salt', async () => {
    const env = loadServiceConfig(pii, { PII_HASH_KEY: 'k'.repeat(40) })
    const keyed = (await buildTestApp(pii, { deps: { ...pii.configure?.(env) } })).app
    const res = await keyed.inject({
      method: 'POST',
      url: '/scan',
      headers: { 'x-gateway-key': TEST_KEY },
      payload: { payload: 'jane.doe@gmail.com', mode: 'redact', strategy: 'hash' },
    })
    expect(res.statusCode).toBe(200)
    const viaSalt = await post({
      payload: 'jane.doe@gmail.com',
      mode: 'redact',
      strategy: 'hash',
      salt: 'k'.repeat(40),
    })
    expect(res.json().redacted).toBe(viaSalt.json().redacted)
    await keyed.close()
    expect(() => loadServiceConfig(pii, { PII_HASH_KEY: 'short' })).toThrow(ConfigError)
  })

  it('scans raw text/plain with options in the query string', async () => {
    const text = 'login ok user=jane.doe@gmail.com from 81.2.69.160'
    const res = await postText(text, '?mode=detect_and_redact&types=email,ip,shoe_size&strategy=replace')
    const body = res.json()
    expect(body.coverageLevel).toBe('custom')
    expect(body.effectiveTypes).toEqual(['email', 'ip_address'])
    expect(body.ignoredTypes).toEqual(['shoe_size'])
    expect(body.redacted).toBe('login ok user=[EMAIL] from [IP_ADDRESS]')
    expect(
      body.findings.map((f: { offset: number; length: number }) => text.slice(f.offset, f.offset + f.length)),
    ).toEqual(['jane.doe@gmail.com', '81.2.69.160'])
  })

  it('reads national phone numbers in the requested region and refuses unknown regions', async () => {
    const text = 'Rückruf unter 030 901820'
    expect((await post({ payload: text })).json().findings).toEqual([])
    const de = (await post({ payload: text, region: 'DE' })).json()
    expect(de.findings).toEqual([
      expect.objectContaining({ type: 'phone', offset: 14, length: 10, attributes: { country: 'DE' } }),
    ])
    const bad = await post({ payload: text, region: 'XX' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^region: Not an ISO 3166-1/)
  })

  it('runs the high-only types at high coverage', async () => {
    const payload = { customer: { fullName: 'Maria Garcia', address: '742 Evergreen Terrace, Springfield' } }
    const medium = (await post({ payload })).json()
    expect(medium.findings).toEqual([])
    const high = (await post({ payload, coverage: 'high' })).json()
    expect(high.findings.map((f: { type: string }) => f.type)).toEqual(['person_name', 'postal_address'])
  })

  it('refuses coverage together with types, and a missing payload, with INVALID_REQUEST', async () => {
    const both = await post({ payload: 'x', coverage: 'low', types: ['email'] })
    expect(both.statusCode).toBe(400)
    expect(both.json()).toMatchObject({ error: 'INVALID_REQUEST', details: [{ path: 'types' }] })
    const missing = await post({ mode: 'detect' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({
      error: 'INVALID_REQUEST',
      message: 'payload: Required: the JSON value or text to scan.',
      details: [{ path: 'payload' }],
    })
    const bothRaw = await postText('x', '?coverage=low&types=email')
    expect(bothRaw.statusCode).toBe(400)
    expect(bothRaw.json().error).toBe('INVALID_REQUEST')
  })

  it('refuses an unknown strategy and unknown members', async () => {
    const res = await post({ payload: 'x', strategy: 'shred' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^strategy: Invalid option/)
    expect(res.json().details).toEqual([{ path: 'strategy', message: expect.stringMatching(/^Invalid option/) }])
    const badType = await post({ payload: 'x', types: ['email', 7] })
    expect(badType.json().details).toEqual([{ path: 'types[1]', message: expect.stringContaining('expected string') }])
    const extra = await post({ payload: 'x', colour: 'red' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().message).toMatch(/colour/)
  })

  it('answers 413 PAYLOAD_TOO_LARGE above 10 MB', async () => {
    const res = await postText('a'.repeat(10_000_001))
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE')
  })

  it('scans a large payload in the worker pool with the same result as inline', async () => {
    const line = 'GET /api/orders/7731 200 user=jane.doe@gmail.com ip=81.2.69.160 took 12ms\n'
    const text = line.repeat(Math.ceil(300_000 / line.length))
    const res = await postText(text, '?mode=detect_and_redact')
    const body = res.json()
    const lines = Math.ceil(300_000 / line.length)
    expect(body.summary.byType).toEqual({ email: lines, ip_address: lines })
    expect(body.redacted.split('\n')[0]).toBe('GET /api/orders/7731 200 user=j***@gmail.com ip=81.*.*.* took 12ms')
  })
})

function order(type: string): number {
  return COVERAGE_TYPES.high.indexOf(type as never)
}

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
