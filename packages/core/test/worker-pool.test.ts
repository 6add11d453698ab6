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

describe('defaultPoolName', () => {
  it('names a pool after the service folder its worker file sits in, else after the file', async () => {
    const { defaultPoolName } = await import('../src/index.js')
    expect(defaultPoolName('/srv/repo/apps/pdf-extract/dist/infra/worker.js')).toBe('pdf-extract')
    expect(defaultPoolName('file:///srv/repo/apps/pii/dist/scan-worker.js')).toBe('pii')
    expect(defaultPoolName('/srv/repo/packages/html-markdown/dist/convert-worker.js')).toBe('convert-worker')
  })
})
