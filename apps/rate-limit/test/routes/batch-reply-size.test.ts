/**
 * Batch replies run 25-90x their request for tiny elements (10,000 `{}`, 30 KB, gave 2.7 MB). The README
 * states the factor and why; this holds the per-element bound it states.
 */
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { rateLimit } from '../../src/app.js'

describe('batch reply factor stated and bounded per element', () => {
  it.each([
    ['{}', {}],
    ['1', 1],
    ['{"statusCode":429}', { statusCode: 429 }],
  ])('10,000 %s elements answer at most 300 bytes each', async (_, element) => {
    const payload = JSON.stringify({ requests: Array(10_000).fill(element) })
    const res = await injectAs(rateLimit, {
      method: 'POST',
      url: '/calculate/batch',
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toHaveLength(10_000)
    expect(res.body.length / 10_000).toBeLessThan(300)
  })
})
