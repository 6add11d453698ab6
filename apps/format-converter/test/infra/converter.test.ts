import { Readable } from 'node:stream'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { afterAll, describe, expect, it } from 'vitest'
import { formatConverter } from '../../src/app.js'
import { convert } from '../../src/engine/convert.js'
import { pooledConverter } from '../../src/infra/converter.js'

const csv = (rows: number) =>
  `id,name,amount\n${Array.from({ length: rows }, (_, i) => `${i},"name ${i}, esq.",${i * 1.5}`).join('\n')}\n`

/** Copies each chunk: a streamed body's chunks go back to the worker for reuse (port-stream.ts). */
async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

const pooled = pooledConverter({ inlineBelowBytes: 0, maxThreads: 1 })
afterAll(() => pooled.close())

describe('pooledConverter (the compiled worker from dist/)', () => {
  it('converts in a worker exactly as inline (the fast path, streamed)', async () => {
    const inline = await convert({ from: 'csv', to: 'json', input: { bytes: Buffer.from(csv(5_000)) } })
    const job = { from: 'csv', to: 'json', input: { bytes: Buffer.from(csv(5_000)) } }
    const inWorker = await pooled.convert(job, Number.POSITIVE_INFINITY)
    expect(inWorker.body).toBeInstanceOf(Readable)
    // The body's ArrayBuffer moved to the worker rather than being copied.
    expect(job.input.bytes.byteLength).toBe(0)
    const text = (await collect(inWorker.body as Readable)).toString('utf8')
    expect({ ...inWorker, body: text }).toEqual(inline)
    expect(JSON.parse(text)[4_999]).toEqual({ id: '4999', name: 'name 4999, esq.', amount: '7498.5' })
  })

  it('streams a large output in chunks and holds the worker while the reader waits', async () => {
    const job = { from: 'csv', to: 'json', input: { bytes: Buffer.from(csv(200_000)) } }
    const { body } = await pooled.convert(job, Number.POSITIVE_INFINITY)
    const stream = body as Readable
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Nothing read yet: at most the chunks in flight (4) and the one the stream holds have arrived.
    expect(stream.readableLength).toBeLessThanOrEqual(1 << 20)
    let chunks = 0
    const copies: Buffer[] = []
    for await (const chunk of stream) {
      chunks++
      copies.push(Buffer.from(chunk as Buffer))
    }
    expect(chunks).toBeGreaterThan(5)
    const records = JSON.parse(Buffer.concat(copies).toString('utf8'))
    expect(records).toHaveLength(200_000)
    expect(records[199_999]).toEqual({ id: '199999', name: 'name 199999, esq.', amount: '299998.5' })
  })

  it('stops a streaming worker when the response is abandoned, and the worker serves the next job', async () => {
    const job = { from: 'csv', to: 'json', input: { bytes: Buffer.from(csv(200_000)) } }
    const { body } = await pooled.convert(job, Number.POSITIVE_INFINITY)
    ;(body as Readable).destroy()
    const next = { from: 'json', to: 'csv', input: { bytes: Buffer.from(JSON.stringify([{ a: 1 }, { b: 'x,y' }])) } }
    const { body: csvBody } = await pooled.convert(next, Number.POSITIVE_INFINITY)
    expect((await collect(csvBody as Readable)).toString()).toBe('a,b\r\n1,\r\n,"x,y"')
  })

  it('sizes a job by its bytes when the request announced no length (a chunked upload)', async () => {
    const converter = pooledConverter({ inlineBelowBytes: 1_000, maxThreads: 1 })
    const job = { from: 'csv', to: 'json', input: { bytes: Buffer.from(csv(100)) } }
    const { body } = await converter.convert(job, 0)
    expect(body).toBeInstanceOf(Readable)
    expect(JSON.parse((await collect(body as Readable)).toString())[99]).toEqual({
      id: '99',
      name: 'name 99, esq.',
      amount: '148.5',
    })
    await converter.close()
  })

  it('brings a worker AppError back with its code and members', async () => {
    const job = { from: 'xml', to: 'json', input: { bytes: Buffer.from('<a>\n<b></a>') } }
    await expect(pooled.convert(job, Number.POSITIVE_INFINITY)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      extra: { details: [expect.objectContaining({ line: 2 })] },
    })
  })

  it('returns binary output (xlsx) from a worker', async () => {
    const job = { from: 'csv', to: 'excel', input: { bytes: Buffer.from(csv(10)) } }
    const { body } = await pooled.convert(job, Number.POSITIVE_INFINITY)
    expect(
      Buffer.from(body as Uint8Array)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
  })

  it('converts a large raw JSON document from its bytes in the worker', async () => {
    const { app } = await buildTestApp(formatConverter, { deps: { converter: pooled } })
    const records = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tag: 'ω', nested: { ok: i % 2 === 0 } }))
    const res = await app.inject({
      method: 'POST',
      url: '/convert?to=csv',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(records),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('id,tag,nested.ok')
    expect(lines[20_000]).toBe('19999,ω,false')
    const broken = await app.inject({
      method: 'POST',
      url: '/convert?to=csv',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
      payload: `${JSON.stringify(records).slice(0, -1)},}`,
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toMatchObject({ error: 'INVALID_INPUT', format: 'json', details: [{ line: 1 }] })
    await app.close()
  })

  it('renders a PDF in the worker even from a small input', async () => {
    const converter = pooledConverter({ timeoutMs: 20, maxThreads: 1 })
    const job = { from: 'markdown', to: 'pdf', input: { bytes: Buffer.from('# Small') } }
    await expect(converter.convert(job, 10)).rejects.toMatchObject({ code: 'PROCESSING_TIMEOUT' })
    await converter.close()
  })

  it('stops a conversion over its time limit with 504 PROCESSING_TIMEOUT and keeps answering', async () => {
    const converter = pooledConverter({ inlineBelowBytes: 1_000, timeoutMs: 20, maxThreads: 1 })
    const { app } = await buildTestApp(formatConverter, { deps: { converter } })
    const slow = await app.inject({
      method: 'POST',
      url: '/convert?to=excel',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/csv' },
      payload: csv(100_000),
    })
    expect(slow.statusCode).toBe(504)
    expect(slow.json()).toMatchObject({ error: 'PROCESSING_TIMEOUT' })
    const small = await app.inject({
      method: 'POST',
      url: '/convert',
      headers: { 'x-gateway-key': TEST_KEY },
      payload: { from: 'csv', to: 'json', data: 'a\n1' },
    })
    expect(small.json()).toEqual([{ a: '1' }])
    await app.close()
    await converter.close()
  })
})
