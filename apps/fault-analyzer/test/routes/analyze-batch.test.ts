import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faultAnalyzer } from '../../src/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(faultAnalyzer)).app
})
afterAll(() => app.close())

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/analyze/batch',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  })

describe('POST /analyze/batch', () => {
  it('analyzes every valid element and gives each bad one its own error entry, in order', async () => {
    const res = await post([
      { eventId: 'a', statusCode: 502, duration: 20, proxyType: 'nginx' },
      { eventId: 'b', statusCode: 302 },
      42,
      { eventId: 'c', statusCode: 429, retryAttemptCount: 5 },
      { eventId: 'd', statusCode: 504, duration: 61_000 },
    ])
    expect(res.statusCode).toBe(200)
    const { results, errors, summary } = res.json()
    expect(results.map((r: { eventId?: string; index?: number }) => r.eventId ?? r.index)).toEqual([
      'a',
      1,
      2,
      'c',
      'd',
    ])
    expect(results[1]).toEqual({
      index: 1,
      error: 'INVALID_REQUEST',
      message:
        'Event 1 is not valid: [1].statusCode: statusCode must be 400 to 599: only failed exchanges are analyzed.',
      details: [
        { path: '[1].statusCode', message: 'statusCode must be 400 to 599: only failed exchanges are analyzed' },
      ],
    })
    expect(results[2]).toMatchObject({ index: 2, error: 'INVALID_REQUEST', details: [{ path: '[2]' }] })
    expect(errors).toEqual([results[1], results[2]])
    expect(results[3].triggerCategory).toBe('retry_storm')
    expect(summary).toEqual({
      total: 5,
      analyzed: 3,
      failed: 2,
      categoryCounts: {
        client: 0,
        auth: 0,
        rate_limit: 0,
        proxy_tls: 0,
        timeout: 1,
        dependency: 1,
        routing: 0,
        infrastructure_limit: 0,
        retry_storm: 1,
        application: 0,
      },
    })
  })

  it('gives each element the same analysis as POST /analyze', async () => {
    const event = { statusCode: 503, responseHeaders: { 'x-envoy-response-flags': 'UH', server: 'envoy' } }
    const single = await app.inject({
      method: 'POST',
      url: '/analyze',
      headers: { 'x-gateway-key': TEST_KEY },
      payload: event,
    })
    expect((await post([event])).json().results).toEqual([single.json()])
  })

  it.each([
    [[], 'send at least one event'],
    [{ events: [{ statusCode: 502 }] }, 'the body must be a JSON array of events'],
    [Array.from({ length: 10_001 }, () => ({ statusCode: 500 })), 'at most 10,000 events'],
  ])('refuses a body that is not a 1 to 10,000 element array with 400 (%#)', async (body, text) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(res.json().details[0].message).toContain(text)
  })
})
