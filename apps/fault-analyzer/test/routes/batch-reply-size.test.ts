/**
 * Batch replies run 25-225x their request for tiny elements (10,000 `{}`, 30 KB, gave 4.2 MB). The README
 * states the factor and why; this holds the per-element bound it states.
 */
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { faultAnalyzer } from '../../src/app.js'

describe('batch reply factor stated and bounded per element', () => {
  it.each([
    ['{}', {}, 500],
    ['1', 1, 500],
    ['{"statusCode":502}', { statusCode: 502 }, 550],
    ['429 with an unreadable Retry-After', { statusCode: 429, responseHeaders: { 'retry-after': 'x' } }, 750],
  ])('10,000 %s elements answer a bounded amount each', async (_, element, perElement) => {
    const payload = JSON.stringify(Array(10_000).fill(element))
    const res = await injectAs(faultAnalyzer, {
      method: 'POST',
      url: '/analyze/batch',
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().results).toHaveLength(10_000)
    expect(res.body.length / 10_000).toBeLessThan(perElement)
  })
})
