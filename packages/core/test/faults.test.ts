/**
 * Faults: SIGTERM under load, a worker task over its limit, a worker that dies mid-task, and an
 * event loop kept busy. Each fault is injected for real (signal, thread exit, blocked loop) and the test
 * checks what callers see during the fault and that the service recovers by itself afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createHost, defineRoute, defineService, keysAuth, servicePlugin } from '../src/index.js'
import { createWorkerPool } from '../src/work/worker-pool.js'

const crashWorker = fileURLToPath(new URL('./fixtures/crash-worker.mjs', import.meta.url))
const standalone = fileURLToPath(new URL('./fixtures/standalone-slow.mjs', import.meta.url))

describe('SIGTERM under load', () => {
  function start(extra: Record<string, string> = {}): ChildProcess {
    return spawn(process.execPath, [standalone], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        GATEWAY_KEYS: 'k',
        SHUTDOWN_GRACE_MS: '5000',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  }
  async function portOf(child: ChildProcess): Promise<number> {
    for await (const chunk of child.stdout!) {
      const match = /listening (\d+)/.exec(String(chunk))
      if (match) return Number(match[1])
    }
    throw new Error('the service did not start')
  }

  it('answers all 60 requests accepted before the signal normally, then exits 0 within the grace period', async () => {
    const child = start()
    const port = await portOf(child)
    const requests = Array.from({ length: 60 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 700 + (i % 5) * 100 }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { ok?: boolean } })),
    )
    await new Promise((resolve) => setTimeout(resolve, 300)) // all 60 accepted and waiting in their handlers
    const signalled = Date.now()
    child.kill('SIGTERM')
    const answers = await Promise.all(requests)
    expect(answers.filter((a) => a.status === 200 && a.body.ok === true)).toHaveLength(60)
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(5_000)
  })

  it('with SHUTDOWN_DRAIN_MS, answers /ready 503 and keeps serving new requests (Connection: close) until the drain ends', async () => {
    const child = start({ SHUTDOWN_DRAIN_MS: '1500' })
    const port = await portOf(child)
    const slow = (ms: number) =>
      fetch(`http://127.0.0.1:${port}/slow`, {
        method: 'POST',
        headers: { 'x-gateway-key': 'k', 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      })
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200)
    const inFlight = slow(1_000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const signalled = Date.now()
    child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const ready = await fetch(`http://127.0.0.1:${port}/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    // A request arriving while draining (a proxy not yet past its health checks) is served normally.
    const late = await slow(10)
    expect(late.status).toBe(200)
    expect(late.headers.get('connection')).toBe('close')
    expect((await inFlight).status).toBe(200)
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    const elapsed = Date.now() - signalled
    expect(elapsed).toBeGreaterThanOrEqual(1_500)
    expect(elapsed).toBeLessThan(5_000)
  })
})

describe('worker pool faults', () => {
  it('stops a task over its limit with PROCESSING_TIMEOUT while a task on another worker finishes, then keeps serving', async () => {
    const pool = createWorkerPool({ filename: crashWorker, timeoutMs: 5_000, maxThreads: 2 })
    try {
      const [stuck, fine] = await Promise.allSettled([
        pool.run<boolean>(60_000, { timeoutMs: 500 }),
        pool.run<boolean>(50),
      ])
      expect(stuck).toMatchObject({ status: 'rejected', reason: { code: 'PROCESSING_TIMEOUT' } })
      expect(fine).toEqual({ status: 'fulfilled', value: true })
      expect(await Promise.all([pool.run<boolean>(1), pool.run<boolean>(1), pool.run<boolean>(1)])).toEqual([
        true,
        true,
        true,
      ])
    } finally {
      await pool.close()
    }
  })

  it('fails only the task whose worker died, and runs the next task on a fresh worker', async () => {
    const pool = createWorkerPool({ filename: crashWorker, timeoutMs: 5_000, maxThreads: 2 })
    try {
      const [died, fine] = await Promise.allSettled([pool.run<boolean>('exit'), pool.run<boolean>(200)])
      expect(died.status).toBe('rejected')
      expect(fine).toEqual({ status: 'fulfilled', value: true })
      expect(await pool.run<boolean>(1)).toBe(true)
      expect(await Promise.all([pool.run<boolean>(20), pool.run<boolean>(20)])).toEqual([true, true])
    } finally {
      await pool.close()
    }
  })
})

describe('a dead worker and a busy event loop, as callers see them', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const faulty = defineService({
    name: 'faulty',
    version: '0.0.0',
    description: 'Fault test double.',
    port: 0,
    bodyLimit: 1_000,
    routes: (_deps, scope) => {
      const pool = createWorkerPool({ filename: crashWorker, timeoutMs: 5_000, maxThreads: 1 })
      scope.onClose(() => pool.close())
      const Reply = z.object({ ok: z.boolean() })
      return [
        defineRoute({
          method: 'POST',
          url: '/work',
          summary: 'Runs a task in the pool',
          schema: { body: z.object({ task: z.union([z.literal('exit'), z.number()]) }), response: { 200: Reply } },
          handler: async ({ body }) => ({ ok: await pool.run<boolean>(body.task) }),
        }),
        defineRoute({
          method: 'POST',
          url: '/block',
          summary: 'Blocks the event loop (the fault)',
          schema: { body: z.object({ ms: z.number() }), response: { 200: Reply } },
          handler: ({ body }) => {
            const end = Date.now() + body.ms
            while (Date.now() < end) {
              // busy
            }
            return { ok: true }
          },
        }),
      ]
    },
  })
  const post = (url: string, payload: object) =>
    app!.inject({ method: 'POST', url, headers: { 'x-gateway-key': 'k' }, payload })

  it('answers the request whose worker died with a 500 envelope that says nothing more, and the next one normally', async () => {
    app = await createHost({ pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 } })
    await app.register(servicePlugin(faulty, { auth: keysAuth(['k']) }))
    const died = await post('/work', { task: 'exit' })
    expect(died.statusCode).toBe(500)
    expect(died.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' })
    const next = await post('/work', { task: 5 })
    expect(next.statusCode).toBe(200)
    expect(next.json()).toEqual({ ok: true })
  })

  it('sheds with 503 OVERLOADED and Retry-After while the loop is blocked, keeps /health, and recovers by itself', async () => {
    app = await createHost({ pressure: { maxEventLoopDelayMs: 100, maxHeapUsedBytes: 0, sampleIntervalMs: 50 } })
    await app.register(servicePlugin(faulty, { auth: keysAuth(['k']) }))
    await app.ready()
    expect((await post('/block', { ms: 1 })).statusCode).toBe(200)
    expect((await post('/block', { ms: 600 })).statusCode).toBe(200) // the fault: 600 ms on the loop
    await new Promise((resolve) => setTimeout(resolve, 20))
    const shed = await post('/work', { task: 1 })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('5')
    expect(shed.json()).toMatchObject({ error: 'OVERLOADED' })
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    let recovered = 0
    for (let i = 0; i < 40 && recovered === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      if ((await post('/work', { task: 1 })).statusCode === 200) recovered = (i + 1) * 50
    }
    expect(recovered, 'answered 200 again within 2 s of the loop being free').toBeGreaterThan(0)
  })
})
