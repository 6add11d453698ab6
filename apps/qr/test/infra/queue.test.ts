import { describe, expect, it } from 'vitest'
import type { GenerateRequest } from '../../src/domain/generate-request.js'
import { testGenerator } from '../support/test-generator.js'

describe('the generation queue under load', () => {
  it('serves 100 simultaneous generations on 2 workers without OVERLOADED', async () => {
    const generator = testGenerator()
    try {
      const request: GenerateRequest = {
        data: 'https://example.com',
        size: 256,
        format: 'png',
        errorCorrectionLevel: 'M',
        foregroundColor: '#000000',
        backgroundColor: '#ffffff',
        quietZone: 4,
      }
      const results = await Promise.allSettled(Array.from({ length: 100 }, () => generator.generate(request)))
      const refused = results.filter((r) => r.status === 'rejected')
      expect(refused.map((r) => String((r as PromiseRejectedResult).reason?.code))).toEqual([])
      const first = results[0] as PromiseFulfilledResult<{ width: number; format: string }>
      expect(first.value).toMatchObject({ width: 256, format: 'png' })
    } finally {
      await generator.close()
    }
  }, 60_000)
})
