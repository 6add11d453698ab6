import { injectAs, runContractSuite } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { faultAnalyzer } from '../src/app.js'

const ANALYZE = {
  method: 'POST',
  url: '/analyze',
  body: {
    statusCode: 504,
    method: 'GET',
    url: 'https://shop.example.com/api/search?q=lamp',
    duration: 60_012,
    responseHeaders: { Server: 'awselb/2.0', 'Content-Type': 'text/html' },
    retryAttemptCount: 1,
  },
} as const

const BATCH = {
  method: 'POST',
  url: '/analyze/batch',
  body: [
    { statusCode: 502, duration: 20, proxyType: 'nginx' },
    { statusCode: 200, method: 'GET' },
  ],
} as const

runContractSuite(faultAnalyzer, ANALYZE)
runContractSuite(faultAnalyzer, BATCH)

describe('the contract samples are real analyses', () => {
  it('a 504 from an ALB after 60 s is a target timeout', async () => {
    const res = await injectAs(faultAnalyzer, ANALYZE)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      triggerCategory: 'timeout',
      triggerSubcategory: 'target_timeout',
      detectedProxy: 'aws_alb',
      appliedRules: ['alb-504', 'duration-confirms-timeout'],
    })
  })

  it('the batch analyzes the 502 and refuses the 200 at its own index', async () => {
    const res = await injectAs(faultAnalyzer, BATCH)
    expect(res.statusCode).toBe(200)
    const reply = res.json()
    expect(reply.summary).toMatchObject({ total: 2, analyzed: 1, failed: 1 })
    expect(reply.summary.categoryCounts.dependency).toBe(1)
    expect(reply.errors).toEqual([expect.objectContaining({ index: 1, error: 'INVALID_REQUEST' })])
  })
})
