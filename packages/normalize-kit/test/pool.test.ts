import { threadId } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { normalizerPool } from '../src/pool.js'

const pool = normalizerPool({
  worker: new URL('./helpers/double-worker.mjs', import.meta.url),
  work: (input: { n: number }) => ({ doubled: input.n * 2, threadId }),
  inlineBelowBytes: 1024,
  maxThreads: 1,
})
afterAll(() => pool.close())

describe('normalizerPool', () => {
  it('runs bodies under the threshold inline and larger ones in a worker thread', async () => {
    const inline = await pool.run({ n: 2 }, 10)
    expect(inline).toEqual({ doubled: 4, threadId })
    const pooled = await pool.run({ n: 3 }, 4096)
    expect(pooled.doubled).toBe(6)
    expect(pooled.threadId).not.toBe(threadId)
  })
})
