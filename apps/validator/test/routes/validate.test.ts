import { readFileSync } from 'node:fs'
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validator } from '../../src/app.js'

const fetched: string[] = []
let app: FastifyInstance

beforeAll(async () => {
  const deps = {
    fetchSchema: async (url: string) => {
      fetched.push(url)
      return { type: 'object', required: ['sku'], properties: { sku: { type: 'string' }, qty: { type: 'integer' } } }
    },
  }
  app = (await buildTestApp(validator, { deps })).app
})
afterAll(() => app.close())

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/validate', headers: { 'x-gateway-key': TEST_KEY }, payload: payload as object })

describe('POST /validate', () => {
  it('reports TYPE_MISMATCH with expected and actual, without coercion', async () => {
    const res = await post({
      payload: { age: '42' },
      schema: { type: 'object', properties: { age: { type: 'integer' } } },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      valid: false,
      errors: [
        expect.objectContaining({
          code: 'TYPE_MISMATCH',
          field: 'age',
          expected: 'integer',
          actual: 'string',
          schemaPath: '#/properties/age/type',
        }),
      ],
      summary: { errorCount: 1, truncated: false },
    })
  })

  it('reports every violation of a realistic order, each with code, field, message and schemaPath', async () => {
    const body = JSON.parse(readFileSync(new URL('../fixtures/order-request.json', import.meta.url), 'utf8'))
    const res = await post(body)
    const { errors, summary, valid } = res.json()
    expect(valid).toBe(false)
    expect(summary.errorCount).toBe(errors.length)
    expect(errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual([
      ['MISSING_REQUIRED_FIELD', 'customer.email'],
      ['TYPE_MISMATCH', 'lines[1].quantity'],
      ['EXTRA_FIELD', 'lines[1].giftWrap'],
      ['TYPE_MISMATCH', 'shipping.address.zip'],
    ])
    for (const error of errors) {
      expect(error.message.length).toBeGreaterThan(0)
      expect(error.schemaPath).toMatch(/^#/)
    }
  })

  it('accepts a valid payload', async () => {
    const res = await post({
      payload: { id: 1, note: null, tags: [] },
      schema: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          note: { type: 'string', nullable: true },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    })
    expect(res.json()).toEqual({ valid: true, errors: [], summary: { errorCount: 0, truncated: false } })
  })

  it.each(['$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'pattern', 'minLength', 'format', 'if'])(
    'refuses the unsupported keyword %s with 400 naming it and its schema path',
    async (keyword) => {
      const res = await post({
        payload: {},
        schema: { type: 'object', properties: { name: { type: 'string', [keyword]: 'x' } } },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_KEYWORD', keyword, schemaPath: '#/properties/name' })
      expect(res.json().message).toContain(keyword)
    },
  )

  it('sees an own __proto__ key in a schema and refuses it as a keyword', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validate',
      headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'application/json' },
      payload: '{"payload":1,"schema":{"__proto__":{"type":"string"}}}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'UNSUPPORTED_KEYWORD', keyword: '__proto__', schemaPath: '#' })
  })

  it('refuses a schema nested deeper than 100 levels', async () => {
    let schema: Record<string, unknown> = { type: 'string' }
    for (let i = 0; i < 101; i++) schema = { type: 'object', properties: { a: schema } }
    const res = await post({ payload: {}, schema })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('SCHEMA_TOO_DEEP')
  })

  it('fetches a schemaUrl through the injected fetcher', async () => {
    const res = await post({ payload: { qty: 2 }, schemaUrl: 'https://schemas.example.com/line.json' })
    expect(fetched).toContain('https://schemas.example.com/line.json')
    expect(res.json().errors).toEqual([expect.objectContaining({ code: 'MISSING_REQUIRED_FIELD', field: 'sku' })])
  })

  it.each([
    [{ payload: 1 }, ''],
    [{ payload: 1, schema: { type: 'integer' }, schemaUrl: 'https://a.example/s.json' }, ''],
    [{ schema: { type: 'integer' } }, 'payload'],
    [{ payload: 1, schemaUrl: 'http://a.example/s.json' }, 'schemaUrl'],
    [{ payload: 1, schema: [] }, 'schema'],
    [{ payload: 1, schema: { type: 'integer' }, extra: true }, ''],
  ])('refuses the malformed request %j with INVALID_REQUEST', async (body, path) => {
    const res = await post(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
    expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path)
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})
