/**
 * Heavy work runs in the worker pool: a generation over its time limit is stopped with 504
 * PROCESSING_TIMEOUT and the service keeps answering (the pool replaces the terminated worker).
 */
import { buildTestApp, TEST_KEY, type TestApp } from '@svc/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qr } from '../../src/app.js'
import type { Generator } from '../../src/infra/generator.js'
import { testGenerator } from '../support/test-generator.js'

const pool = testGenerator()
// 4096 px requests get a 50 ms limit (a version 40 code at 4096 px takes several times that); others the default.
const generator: Generator = {
  generate: (request) => pool.generate(request, request.size === 4096 ? { timeoutMs: 50 } : {}),
  close: () => pool.close(),
}
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp(qr, { deps: { generator } })
})
afterAll(async () => {
  await t.app.close()
  await pool.close()
})
const post = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/generate',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })

describe('POST /generate: processing limit', () => {
  it('stops a 4096 px version 40 SVG over the limit with 504, then answers the next request', async () => {
    expect((await post({ data: 'warm', size: 64 })).statusCode).toBe(200)
    const slow = await post({ data: 'x'.repeat(2900), errorCorrectionLevel: 'L', size: 4096, format: 'svg' })
    expect(slow.statusCode, slow.body).toBe(504)
    expect(slow.json()).toEqual({
      error: 'PROCESSING_TIMEOUT',
      message: 'The work exceeded the processing limit of 0.05 s.',
    })
    const next = await post({ data: 'still here', size: 128 })
    expect(next.statusCode, next.body).toBe(200)
    expect(next.json().scanVerified).toBe(true)
  })
})

describe('POST /generate: many at once', () => {
  it('answers 60 concurrent requests with 200 (verified) or 503 OVERLOADED, never anything else', async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post({ data: `https://example.com/item/${i}`, size: 128 })),
    )
    const statuses = new Set(replies.map((res) => res.statusCode))
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true)
    for (const res of replies) {
      if (res.statusCode === 200) expect(res.json().scanVerified).toBe(true)
      else expect(res.json().error).toBe('OVERLOADED')
    }
    // The pool queues 16 tasks per worker (2 here) beside the running ones: at least 32 are accepted.
    expect(replies.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(32)
  })
})
