/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toColumnNames } from '../../src/domain/table-view.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('csv: 300,000 duplicate headers were de-duplicated in quadratic time', () => {
  /** The names as the rule defines them, one suffix at a time from 2 (quadratic; small inputs only). */
  function reference(header: string[]): string[] {
    const seen = new Set<string>()
    return header.map((cell, at) => {
      const base = cell === '' ? `column${at + 1}` : cell
      let name = base
      for (let n = 2; seen.has(name); n++) name = `${base}_${n}`
      seen.add(name)
      return name
    })
  }

  it('gives the names the rule defines, including suffixes already taken by other headers', () => {
    const cases = [
      ['a', 'a', 'a_2', 'a', 'a_3', 'a'],
      ['a_2', 'a', 'a', 'a', ''],
      ['', 'column1', 'column1', '', 'b', 'b_2', 'b', 'b_2', 'b_2'],
    ]
    let seed = 7
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return seed
    }
    for (let round = 0; round < 200; round++) {
      const pool = ['a', 'a_2', 'a_3', 'a_2_2', 'b', '', 'column2']
      cases.push(Array.from({ length: 1 + (next() % 12) }, () => pool[next() % pool.length] as string))
    }
    for (const header of cases) expect(toColumnNames(header)).toEqual(reference(header))
  })

  it('names 300,000 copies of one header in linear time', () => {
    const started = Date.now()
    const names = toColumnNames(Array(300_000).fill('a'))
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(names[0]).toBe('a')
    expect(names[299_999]).toBe('a_300000')
    expect(new Set(names).size).toBe(300_000)
  })

  it('300,000 duplicate CSV headers answer 400 at the column limit', async () => {
    const res = await postRaw(app, `${Array(300_000).fill('a').join(',')}\n1`, 'text/csv', {
      accept: 'application/json',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ limit: 'columns', actual: 300_000 })
  }, 60_000)
})
