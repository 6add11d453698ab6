import { describe, expect, it } from 'vitest'
import { AppError } from '../src/errors/app-error.js'
import { poolTask, unwrapPoolResult } from '../src/work/pool-task.js'

describe('poolTask / unwrapPoolResult', () => {
  const task = poolTask((n: number) => {
    if (n < 0) throw new AppError('INVALID_REQUEST', 'negative', { at: 'n' })
    if (n === 0) throw new TypeError('a bug of ours')
    return { doubled: n * 2 }
  })

  it('passes a value through, as structured clone would carry it', async () => {
    expect(unwrapPoolResult(structuredClone(await task(21)))).toEqual({ doubled: 42 })
  })

  it('carries an AppError back as data and throws the same code, message and members again', async () => {
    const carried = structuredClone(await task(-1))
    expect(() => unwrapPoolResult(carried)).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST', message: 'negative', extra: { at: 'n' } }),
    )
  })

  it('lets any other error stay an error (a 500 in the caller)', async () => {
    await expect(task(0)).rejects.toThrow(TypeError)
  })
})
