import { describe, expect, it } from 'vitest'
import { freeNow } from '../../src/infra/free-now.js'

describe('freeNow', () => {
  it('detaches a buffer that owns all of its ArrayBuffer, and an ArrayBuffer', () => {
    const owned = Buffer.allocUnsafeSlow(65_536)
    freeNow(owned)
    expect(owned.buffer.byteLength).toBe(0)
    const raw = new ArrayBuffer(1_024)
    freeNow(raw)
    expect(raw.byteLength).toBe(0)
  })

  it('leaves a view on part of a larger buffer alone (other views may share it)', () => {
    const whole = Buffer.allocUnsafeSlow(1_024).fill(7)
    const part = whole.subarray(10, 20)
    freeNow(part)
    expect(whole.byteLength).toBe(1_024)
    expect(part[0]).toBe(7)
  })
})
