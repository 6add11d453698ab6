import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { AppError } from '../src/index.js'
import { createWorkerPool } from '../src/work/worker-pool.js'

const filename = fileURLToPath(new URL('./fixtures/spin-worker.mjs', import.meta.url))

describe('createWorkerPool', () => {
  it('answers OVERLOADED when the queue is full, and runs the tasks it accepted', async () => {
    const pool = createWorkerPool({ filename, timeoutMs: 5_000, maxThreads: 1, maxQueue: 1 })
    try {
      const running = pool.run<boolean>(200)
      const queued = pool.run<boolean>(1)
      const refused = pool.run<boolean>(1).catch((error: unknown) => error)
      const error = await refused
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ code: 'OVERLOADED', message: 'All workers are busy; retry shortly.' })
      expect(await Promise.all([running, queued])).toEqual([true, true])
      expect(await pool.run<boolean>(1)).toBe(true)
    } finally {
      await pool.close()
    }
  })
})

describe('the time limit and the queue wait', () => {
  it('counts only the work against the limit: a task waiting behind another still gets all of it', async () => {
    const pool = createWorkerPool({ filename, timeoutMs: 1_500, maxThreads: 1 })
    try {
      // Each spins 1 s: the second waits ~1 s, then has its full 1.5 s (a limit from submission would stop it).
      expect(await Promise.all([pool.run<boolean>(1_000), pool.run<boolean>(1_000)])).toEqual([true, true])
    } finally {
      await pool.close()
    }
  })

  it('refuses a task that waited longer than maxWaitMs, and one whose caller went away', async () => {
    const pool = createWorkerPool({ filename, timeoutMs: 5_000, maxThreads: 1, maxWaitMs: 100 })
    try {
      const running = pool.run<boolean>(600)
      await expect(pool.run<boolean>(1)).rejects.toMatchObject({
        code: 'OVERLOADED',
        message: 'No worker became free within 0.1 s; retry shortly.',
      })
      const gone = new AbortController()
      const waiting = pool.run<boolean>(1, { signal: gone.signal })
      gone.abort()
      await expect(waiting).rejects.toMatchObject({ code: 'OVERLOADED' })
      expect(await running).toBe(true)
      expect(await pool.run<boolean>(1)).toBe(true)
    } finally {
      await pool.close()
    }
  })
})

describe('defaultPoolName', () => {
  it('names a pool after the service folder its worker file sits in, else after the file', async () => {
    const { defaultPoolName } = await import('../src/index.js')
    expect(defaultPoolName('/srv/repo/apps/pdf-extract/dist/infra/worker.js')).toBe('pdf-extract')
    expect(defaultPoolName('file:///srv/repo/apps/pii/dist/scan-worker.js')).toBe('pii')
    expect(defaultPoolName('/srv/repo/packages/html-markdown/dist/convert-worker.js')).toBe('convert-worker')
  })
})
