import { describe, expect, it } from 'vitest'
import { BACKOFF_CAP_SECONDS, backoffCeiling, fullJitterSeconds, jitterFraction } from '../../src/domain/backoff.js'

describe('deterministic full jitter', () => {
  it.each([
    [0, 1],
    [1, 2],
    [3, 8],
    [6, 64],
    [7, 64],
    [1_000_000, 64],
  ])('caps min(64, 1 * 2^%i) at %i seconds', (retryCount, ceiling) => {
    expect(backoffCeiling(retryCount)).toBe(ceiling)
  })

  it.each([
    [0, 0, 1],
    [3, 0.5, 4],
    [3, 0.51, 5],
    [10, 0.25, 16],
    [10, 0.999, BACKOFF_CAP_SECONDS],
  ])('retry %i with draw %f waits %i s (ceil, at least 1)', (retryCount, fraction, seconds) => {
    expect(fullJitterSeconds(retryCount, fraction)).toBe(seconds)
  })

  it('derives the draw from the text alone: FNV-1a, in [0, 1)', () => {
    expect(jitterFraction('')).toBe(0x811c9dc5 / 2 ** 32)
    expect(jitterFraction('a')).toBe(0xe40c292c / 2 ** 32)
    expect(jitterFraction('client-1\n/v1\nGET\n2')).toBe(jitterFraction('client-1\n/v1\nGET\n2'))
    expect(jitterFraction('client-1\n/v1\nGET\n2')).not.toBe(jitterFraction('client-2\n/v1\nGET\n2'))
  })
})
