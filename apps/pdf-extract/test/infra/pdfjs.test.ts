import { describe, expect, it } from 'vitest'
import { NATIVE_BUILTINS } from '../../src/infra/native-builtins.js'

describe('loading pdfjs-dist', () => {
  it('leaves Array.prototype.push and JSON native (the legacy build replaces them with core-js)', async () => {
    const { getDocument } = await import('../../src/infra/pdfjs.js')
    expect(typeof getDocument).toBe('function')
    expect(Array.prototype.push).toBe(NATIVE_BUILTINS.push)
    expect(JSON.parse).toBe(NATIVE_BUILTINS.parse)
    expect(JSON.stringify).toBe(NATIVE_BUILTINS.stringify)
    expect(String(Array.prototype.push)).toMatch(/\[native code\]/)
  })

  it('gives pdfjs its worker half up front, so the first document needs no import', async () => {
    await import('../../src/infra/pdfjs.js')
    const handler = (globalThis as { pdfjsWorker?: { WorkerMessageHandler?: unknown } }).pdfjsWorker
    expect(typeof handler?.WorkerMessageHandler).toBe('function')
  })
})
