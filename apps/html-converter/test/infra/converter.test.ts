import { htmlToMarkdown } from '@svc/html-markdown'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { htmlConverter } from '../../src/app.js'
import { pooledConverter } from '../../src/infra/converter.js'

const section = (i: number) =>
  `<section><h2>Part ${i}</h2><p>Paragraph <a href="https://example.com/${i}?utm_source=x">link ${i}</a> with <em>text</em>.</p>` +
  `<ul><li>one</li><li>two</li></ul><script>track(${i})</script></section>`
const page = (sections: number) =>
  `<html lang="en"><head><title>Big</title></head><body>${Array.from({ length: sections }, (_, i) => section(i)).join('')}</body></html>`

const pooled = pooledConverter({ inlineBelowChars: 0, maxThreads: 1 })
afterAll(() => pooled.close())

describe('pooledConverter', () => {
  it('converts in a worker exactly as on the event loop', async () => {
    const html = page(200)
    const options = { mode: 'llm-friendly' as const, includeMetadata: true }
    expect(await pooled.convert(html, options)).toEqual(htmlToMarkdown(html, options))
  })

  it('converts a page over 1 MB (split into pieces) in a worker, with its metadata', async () => {
    const html = page(8_000)
    expect(html.length).toBeGreaterThan(1_000_000)
    const { markdown, metadata } = await pooled.convert(html, { mode: 'readable', includeMetadata: true })
    expect(
      markdown.startsWith('## Part 0\n\nParagraph [link 0](https://example.com/0) with _text_.\n\n-   one\n-   two'),
    ).toBe(true)
    expect(
      markdown.endsWith(
        '## Part 7999\n\nParagraph [link 7999](https://example.com/7999) with _text_.\n\n-   one\n-   two',
      ),
    ).toBe(true)
    expect(metadata).toMatchObject({ title: 'Big', links: 8_000, headings: 8_000, tagsRemoved: { script: 8_000 } })
  })

  it('brings a worker AppError back with its code and members', async () => {
    const deep = `${'<div>'.repeat(5_000)}x`
    await expect(pooled.convert(deep, {})).rejects.toMatchObject({ code: 'HTML_TOO_DEEP' })
  })

  it('stops a conversion over its time limit with 504 PROCESSING_TIMEOUT', async () => {
    const converter = pooledConverter({ inlineBelowChars: 1_000, timeoutMs: 20, maxThreads: 1 })
    const { app } = await buildTestApp(htmlConverter, { deps: { converter } })
    const res = await app.inject({
      method: 'POST',
      url: '/convert',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html' },
      payload: page(20_000),
    })
    expect(res.statusCode).toBe(504)
    expect(res.json()).toMatchObject({ error: 'PROCESSING_TIMEOUT' })
    const small = await app.inject({
      method: 'POST',
      url: '/convert',
      headers: { 'x-gateway-key': TEST_KEY },
      payload: { html: '<p>still <b>here</b></p>' },
    })
    expect(small.json()).toEqual({ markdown: 'still **here**' })
    await app.close()
    await converter.close()
  })

  // The time limit starts when a worker takes the page, not at submission: otherwise two hostile
  // pages ahead in the queue make a normal one fail with 504.
  it('does not count the wait for a worker against the time limit', async () => {
    const html = page(2_500)
    const calibrate = pooledConverter({ inlineBelowChars: 0, maxThreads: 1 })
    await calibrate.convert(html, {}) // start the worker
    let slowest = 0
    for (let i = 0; i < 2; i++) {
      const started = performance.now()
      await calibrate.convert(html, {})
      slowest = Math.max(slowest, performance.now() - started)
    }
    await calibrate.close()
    // Each conversion takes at most a quarter of the limit (room for a loaded host); the eighth in line
    // waits seven of them, more than the limit if the wait counted (core's pool test pins it exactly).
    const limit = Math.max(400, Math.round(slowest * 4))
    const converter = pooledConverter({ inlineBelowChars: 0, maxThreads: 1, timeoutMs: limit })
    try {
      const results = await Promise.allSettled(Array.from({ length: 8 }, () => converter.convert(html, {})))
      expect(results.map((result) => result.status)).toEqual(Array(8).fill('fulfilled'))
      const first = results[0] as PromiseFulfilledResult<{ markdown: string }>
      expect(first.value.markdown.startsWith('## Part 0\n\nParagraph [link 0](https://example.com/0)')).toBe(true)
    } finally {
      await converter.close()
    }
  }, 60_000)

  it('answers 503 OVERLOADED with Retry-After when the queue is full, and serves the next page', async () => {
    const converter = pooledConverter({ inlineBelowChars: 1_000, maxThreads: 1, maxWaiting: 0 })
    const { app } = await buildTestApp(htmlConverter, { deps: { converter } })
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/convert',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html' },
        payload: page(2_000),
      })
    try {
      const [first, second] = await Promise.all([send(), send()])
      expect(first.statusCode).toBe(200)
      expect(first.json().markdown).toContain('## Part 1999')
      expect(second.statusCode).toBe(503)
      expect(second.headers['retry-after']).toBe('5')
      expect(second.json()).toEqual({
        error: 'OVERLOADED',
        message: 'All workers are busy; retry shortly.',
      })
      expect((await send()).statusCode).toBe(200)
    } finally {
      await app.close()
      await converter.close()
    }
  }, 60_000)
})
