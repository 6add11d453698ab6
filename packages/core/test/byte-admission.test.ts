import { describe, expect, it } from 'vitest'
import { byteAdmission } from '../src/index.js'

function deferred() {
  let release!: () => void
  const done = new Promise<string>((resolve) => {
    release = () => resolve('done')
  })
  return { done, release }
}

describe('byteAdmission', () => {
  it('admits work up to the byte bound, refuses past it with OVERLOADED, and frees the bytes when work ends', async () => {
    const admit = byteAdmission(100)
    const first = deferred()
    const second = deferred()
    const a = admit(60, () => first.done)
    const b = admit(40, () => second.done)
    expect(admit.admittedBytes()).toBe(100)
    await expect(admit(1, async () => 'never')).rejects.toMatchObject({ code: 'OVERLOADED' })
    first.release()
    expect(await a).toBe('done')
    expect(admit.admittedBytes()).toBe(40)
    expect(await admit(60, async () => 'fits again')).toBe('fits again')
    second.release()
    await b
    expect(admit.admittedBytes()).toBe(0)
  })

  it('always admits a request when nothing else runs, even one larger than the bound', async () => {
    const admit = byteAdmission(10)
    expect(await admit(1_000, async () => 'alone')).toBe('alone')
  })

  it('frees the bytes of work that fails', async () => {
    const admit = byteAdmission(10)
    await expect(
      admit(10, async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(admit.admittedBytes()).toBe(0)
  })
})
