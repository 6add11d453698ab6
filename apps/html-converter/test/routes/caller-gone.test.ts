/** The route tells the converter when its caller goes away, so a page still queued is dropped unconverted. */
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { htmlConverter } from '../../src/app.js'
import type { Converter } from '../../src/infra/converter.js'

describe('a caller that goes away', () => {
  it('aborts the signal handed to the converter; a caller that stays gets its answer and no abort', async () => {
    const signals: AbortSignal[] = []
    const converter: Converter = {
      convert(html, _options, signal) {
        if (signal) signals.push(signal)
        if (html === 'slow')
          return new Promise((resolve) => signal?.addEventListener('abort', () => resolve({ markdown: '' })))
        return Promise.resolve({ markdown: html.toUpperCase() })
      },
      close: async () => {},
    }
    const { app } = await buildTestApp(htmlConverter, { deps: { converter } })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo
    try {
      const client = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/convert',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html' },
      })
      client.on('error', () => {}) // the socket is destroyed on purpose
      client.end('slow')
      await expect.poll(() => signals.length).toBe(1)
      expect(signals[0]?.aborted).toBe(false)
      client.destroy()
      await expect.poll(() => signals[0]?.aborted).toBe(true)

      const res = await fetch(`http://127.0.0.1:${port}/convert`, {
        method: 'POST',
        headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html', connection: 'close' },
        body: 'stay',
      })
      expect(await res.json()).toEqual({ markdown: 'STAY' })
      await new Promise((resolve) => setTimeout(resolve, 100)) // the connection closes after the answer
      expect(signals[1]?.aborted).toBe(false)
    } finally {
      await app.close()
    }
  })
})
