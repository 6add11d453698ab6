import { afterAll, describe, expect, it } from 'vitest'
import { INLINE_BELOW_CHARS, pooledConverter } from '../../src/infra/converter.js'

/**
 * `<b><div></b>` x 21,000 (252 KB) holds the event loop for seconds when parsed inline, so a page of
 * that size runs in a worker, where the parser's cap on open elements refuses it with HTML_TOO_DEEP,
 * and the loop keeps ticking meanwhile.
 */
const converter = pooledConverter({ maxThreads: 1 })
afterAll(() => converter.close())

describe('hostile pages stay off the event loop', () => {
  it('refuses 21,000 mis-nested formatting elements in a worker while the loop keeps ticking', async () => {
    const html = '<b><div></b>'.repeat(21_000)
    expect(html.length).toBeGreaterThan(INLINE_BELOW_CHARS)
    let last = performance.now()
    let worstGap = 0
    const ticker = setInterval(() => {
      const now = performance.now()
      worstGap = Math.max(worstGap, now - last)
      last = now
    }, 20)
    try {
      await expect(converter.convert(html, { mode: 'llm-friendly', includeMetadata: false })).rejects.toMatchObject({
        code: 'HTML_TOO_DEEP',
        extra: { maxNesting: 4_000 },
      })
    } finally {
      clearInterval(ticker)
    }
    expect(worstGap).toBeLessThan(500)
  }, 60_000)

  it('keeps the inline threshold at 16 KiB', () => {
    expect(INLINE_BELOW_CHARS).toBe(16 * 1024)
  })
})
