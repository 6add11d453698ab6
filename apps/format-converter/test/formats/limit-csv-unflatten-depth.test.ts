/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../src/domain/limits.js'
import { read } from '../convert-helper.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

const options = (value: unknown) => `?options=${encodeURIComponent(JSON.stringify(value))}`

describe('csv: a header `a.a.a...` of 5,000 segments with `unflatten` answered 500', () => {
  it('is refused with 400 naming the depth limit', async () => {
    const res = await postRaw(app, `${Array(5_000).fill('a').join('.')}\n1\n`, 'text/csv', {
      accept: 'application/json',
      query: options({ input: { csv: { unflatten: true } } }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ limit: 'levels', maximum: LIMITS.depth, actual: 5_000 })
  })

  it('unflattens 400 levels (iteratively) and lists indexed at every level', async () => {
    const path = Array(400).fill('0').join('.')
    let value = (await read('csv', `${path}\nleaf\n`, { csv: { unflatten: true } })) as unknown
    value = (value as unknown[])[0]
    let depth = 0
    while (Array.isArray(value)) {
      value = value[0]
      depth++
    }
    expect(depth).toBe(400)
    expect(value).toBe('leaf')
  })

  it('env keys with `__` are not unflattened by the env reader (nothing to bound)', async () => {
    expect(await read('env', `${Array(5_000).fill('A').join('__')}=1\n`)).toEqual({
      [Array(5_000).fill('A').join('__')]: '1',
    })
  })
})
