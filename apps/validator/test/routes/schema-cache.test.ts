import { buildTestApp, TEST_KEY } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { validator } from '../../src/app.js'
import { SchemaCache } from '../../src/domain/schema-cache.js'
import { cachedSchemaFetcher } from '../../src/infra/cached-schema-fetcher.js'

const SCHEMA = '{"type":"object","required":["id"],"properties":{"id":{"type":"integer"}}}'
const raw = (body: string) => ({
  method: 'POST' as const,
  url: '/validate',
  headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
  payload: body,
})

describe('POST /validate with repeated schemas', () => {
  it('caches by the exact schema text sent, answering exactly as for a new schema', async () => {
    const schemas = new SchemaCache()
    const { app } = await buildTestApp(validator, { deps: { schemas } })
    const answers = []
    for (let i = 0; i < 4; i++)
      answers.push((await app.inject(raw(`{"payload":{"id":"7"},"schema":${SCHEMA}}`))).json())
    expect(schemas.size).toEqual({ entries: 1, textLength: SCHEMA.length })
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0].errors).toEqual([expect.objectContaining({ code: 'TYPE_MISMATCH', field: 'id' })])
    // One character changed in the schema text is another schema.
    const loose = (
      await app.inject(raw(`{"payload":{"id":"7"},"schema":${SCHEMA.replace('integer', 'string')}}`))
    ).json()
    expect(loose.valid).toBe(true)
    expect(schemas.size.entries).toBe(2)
    await app.close()
  })

  it('never caches by a key written with escapes: checked anew, same verdict', async () => {
    const schemas = new SchemaCache()
    const { app } = await buildTestApp(validator, { deps: { schemas } })
    const res = await app.inject(raw(`{"payload":{"id":1.5},"sch\\u0065ma":${SCHEMA}}`))
    expect(res.json()).toMatchObject({ valid: false, summary: { errorCount: 1 } })
    expect(schemas.size.entries).toBe(0)
    await app.close()
  })

  it('fetches a schemaUrl once while its answer is fresh', async () => {
    const fetched: string[] = []
    const fetchSchema = cachedSchemaFetcher(async (url) => {
      fetched.push(url)
      return JSON.parse(SCHEMA)
    })
    const { app } = await buildTestApp(validator, { deps: { fetchSchema } })
    for (const id of [1, 'x', 2]) {
      const res = await app.inject(
        raw(JSON.stringify({ payload: { id }, schemaUrl: 'https://schemas.example.com/o.json' })),
      )
      expect(res.json().valid).toBe(typeof id === 'number')
    }
    expect(fetched).toEqual(['https://schemas.example.com/o.json'])
    await app.close()
  })
})
