/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { read, toText } from '../convert-helper.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('xml: nesting deeper than ~100 levels (the parser own limit) answered 500', () => {
  const nested = (depth: number) => `${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`

  it('reads 400 levels', async () => {
    let value = (await read('xml', nested(400))) as unknown
    let depth = 0
    while (value && typeof value === 'object') {
      value = (value as { a: unknown }).a
      depth++
    }
    expect(depth).toBe(400)
    expect(value).toBe('x')
  })

  it.each([401, 100_000])('refuses %i levels with 400 naming the limit', async (depth) => {
    const res = await postRaw(app, nested(depth), 'application/xml', { accept: 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', limit: 'levels of nested elements', maximum: 400 })
  })
})

describe('xml output: data nested deeper than the builder default (100) answered 500', () => {
  it('writes 400 levels and refuses deeper data with 422 naming the limit', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    expect(await toText('json', 'xml', nested(400))).toContain('<a>1</a>')
    const res = await postRaw(app, nested(900), 'application/json', { accept: 'application/xml' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: 'INVALID_TRANSFORMATION', limit: 'levels', maximum: 400 })
  })
})
