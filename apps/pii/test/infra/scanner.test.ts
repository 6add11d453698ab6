/**
 * The pooled scanner: large payloads go to the core worker pool (the compiled worker in dist/, which
 * turbo builds before tests) and come back identical to an inline scan; the time limit really stops
 * the work with PROCESSING_TIMEOUT.
 */
import { isAppError } from '@svc/core/errors'
import { afterAll, describe, expect, it } from 'vitest'
import { COVERAGE_TYPES } from '../../src/domain/coverage.js'
import { scanPayload } from '../../src/domain/scan-payload.js'
import { pooledScanner } from '../../src/infra/scanner.js'

const options = { mode: 'detect_and_redact', types: COVERAGE_TYPES.medium, strategy: 'mask' } as const
const records = Array.from({ length: 4000 }, (_, i) => ({
  id: i,
  user: { email: `u${i}@gmail.com` },
  note: `from 81.2.${i % 250}.7`,
}))

describe('pooledScanner', () => {
  const pooled = pooledScanner({ inlineBelowChars: 1_000, maxThreads: 1 })
  afterAll(() => pooled.close())

  it('gives in the worker exactly what the inline scan gives', async () => {
    expect(await pooled.scan(records, options)).toEqual(scanPayload(records, options))
  })

  it('stops a scan over its time limit with PROCESSING_TIMEOUT', async () => {
    const slow = pooledScanner({ inlineBelowChars: 1_000, maxThreads: 1, timeoutMs: 1 })
    const big = Array.from({ length: 40 }, () => records)
    const error = await slow.scan(big, options).catch((e: unknown) => e)
    await slow.close()
    expect(isAppError(error) && error.code).toBe('PROCESSING_TIMEOUT')
  })
})
