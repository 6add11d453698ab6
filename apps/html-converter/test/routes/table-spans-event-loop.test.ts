/**
 * The fuzz case `html-table-spans` (0.8 MB of `<tr><td rowspan=64 colspan=64>x</td></tr>`, 80,000 tags)
 * held /health 321-754 ms while the span estimate read it, 5,000 tags between two yields, as text/html
 * and as the `html` member of a JSON body. The estimate now yields after 8 ms of work, the body is read
 * as text and parsed a turn after Fastify joins it: a timer keeps firing while the page is refused.
 */
import { buildTestApp, FORMAT_BOMBS, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlConverter } from '../../src/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(htmlConverter)).app
})
afterAll(() => app.close())

/** The longest gap between two ticks of a 5 ms timer while `work` runs. */
async function longestStall(work: () => Promise<unknown>): Promise<{ ms: number; result: unknown }> {
  let last = performance.now()
  let ms = 0
  const probe = setInterval(() => {
    const now = performance.now()
    ms = Math.max(ms, now - last)
    last = now
  }, 5)
  try {
    const result = await work()
    return { ms: Math.max(ms, performance.now() - last), result }
  } finally {
    clearInterval(probe)
  }
}

const spans = FORMAT_BOMBS['html-table-spans']!

describe('html-table-spans keeps the event loop answering', () => {
  for (const [type, body] of [
    ['text/html', Buffer.from(spans)],
    ['application/json', Buffer.from(JSON.stringify({ html: spans, mode: 'readable' }))],
  ] as const) {
    it(`refuses 0.8 MB of span cells (${type}) with 422 while a timer is answered within 250 ms`, async () => {
      const { ms, result } = await longestStall(() =>
        app.inject({
          method: 'POST',
          url: '/convert',
          headers: { 'x-gateway-key': TEST_KEY, 'content-type': type },
          payload: body,
        }),
      )
      expect((result as { statusCode: number }).statusCode).toBe(422)
      expect((result as { json(): { error: string } }).json().error).toBe('REPLY_TOO_LARGE')
      expect(ms).toBeLessThan(250)
    }, 30_000)
  }
})
