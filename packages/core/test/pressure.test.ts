import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createHost, keysAuth, servicePlugin } from '../src/index.js'
import { toy } from './toy-service.js'

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('load shedding', () => {
  it('answers 503 OVERLOADED with Retry-After past a limit (a 1-byte heap limit), but keeps /health alive', async () => {
    app = await createHost({ pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 10 } })
    await app.register(servicePlugin(toy, { auth: keysAuth(['k']) }))
    await app.ready()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const shed = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'x-gateway-key': 'k' },
      payload: { a: 1 },
    })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('5')
    expect(shed.json()).toEqual({ error: 'OVERLOADED', message: expect.stringContaining('overloaded') })
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503)
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
  })
})
