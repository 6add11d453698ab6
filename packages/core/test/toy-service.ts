/** A tiny service for core's own tests: a slow route, a worker-pool route and a JSON echo. */
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { defineRoute, defineService } from '../src/index.js'
import { createWorkerPool } from '../src/work/worker-pool.js'

const Anything = z.unknown().meta({ examples: [{ a: 1 }] })
const Reply = z.object({ ok: z.boolean() })

/** Never stops (the bug a RangeError must not blame on the client). */
function countDown(n: number): number {
  return countDown(n - 1) + 1
}

export const toy = defineService({
  name: 'toy',
  version: '0.0.1',
  description: 'Core test double.',
  port: 3998,
  bodyLimit: 1_000,
  bodyParsers: [{ contentType: 'text/plain', parseAs: 'json' }],
  routes: (_deps, scope) => {
    const pool = createWorkerPool({
      filename: fileURLToPath(new URL('./fixtures/spin-worker.mjs', import.meta.url)),
      // Long enough for a worker to start on a loaded CI host; the 504 test spins for 60 s.
      timeoutMs: 2_000,
      maxThreads: 1,
    })
    scope.onClose(() => pool.close())
    return [
      defineRoute({
        method: 'POST',
        url: '/echo',
        summary: 'Echo',
        consumes: ['application/json', 'text/plain'],
        schema: { body: Anything, response: { 200: Reply } },
        handler: ({ body }) => ({ ok: true, body }),
      }),
      defineRoute({
        method: 'POST',
        url: '/slow',
        summary: 'Waits',
        schema: { body: z.object({ ms: z.number() }), response: { 200: Reply } },
        handler: async ({ body }) => {
          await new Promise((resolve) => setTimeout(resolve, body.ms))
          return { ok: true }
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/recurse',
        summary: 'A bug of ours: unbounded recursion',
        schema: { body: z.object({ n: z.number() }), response: { 200: Reply } },
        handler: ({ body }) => ({ ok: countDown(body.n) > 0 }),
      }),
      defineRoute({
        method: 'POST',
        url: '/spin',
        summary: 'Spins a worker',
        schema: { body: z.object({ ms: z.number() }), response: { 200: Reply } },
        handler: async ({ body }) => ({ ok: await pool.run<boolean>(body.ms) }),
      }),
    ]
  },
})
