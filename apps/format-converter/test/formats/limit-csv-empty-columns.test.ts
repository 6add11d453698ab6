/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS, outputBudget } from '../../src/domain/limits.js'
import { rejection, run } from '../convert-helper.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

const options = (value: unknown) => `?options=${encodeURIComponent(JSON.stringify(value))}`

describe('csv: 10 MB of empty columns gave 215 MB of JSON', () => {
  it('a row wider than the column limit is refused before its names are made', async () => {
    const error = await rejection(run('csv', 'json', `${','.repeat(LIMITS.columns)}\n`))
    expect(error.extra).toMatchObject({ limit: 'columns', maximum: LIMITS.columns, actual: LIMITS.columns + 1 })
  })

  it('a wide header over short rows is refused by the cell budget (rows are padded with null)', async () => {
    const text = `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n${'x\n'.repeat(1_000)}`
    for (const unflatten of [false, true]) {
      const error = await rejection(run('csv', 'json', text, { input: { csv: { unflatten } } }))
      expect(error.extra).toMatchObject({ limit: 'cells', actual: 10_000_000 })
    }
  })

  it('empty columns whose JSON would pass 12x the request answer 422 naming the budget, on both paths', async () => {
    const text = `${','.repeat(1_999)}\n`.repeat(100)
    for (const unflatten of [false, true]) {
      const res = await postRaw(app, text, 'text/csv', {
        accept: 'application/json',
        query: options({ input: { csv: { unflatten } } }),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ limit: 'outputBytes', maximum: outputBudget(text.length) })
    }
    // The same columns, one line of data, fit.
    const res = await postRaw(app, `${','.repeat(1_999)}\n`.repeat(2), 'text/csv', { accept: 'application/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json()[0])).toHaveLength(2_000)
  })

  it('10 MB of empty columns in the worker: refused before the first byte is streamed', async () => {
    const text = `${','.repeat(9_999)}\n`.repeat(1_000)
    const res = await postRaw(app, text, 'text/csv', { accept: 'application/json' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ limit: 'outputBytes', maximum: outputBudget(text.length) })
    expect(res.json().actual).toBeGreaterThan(12 * text.length)
  }, 120_000)

  it('sparse JSON records: a table as wide as the records are many is refused on both paths', async () => {
    const records = JSON.stringify(Array.from({ length: 3_000 }, (_, i) => ({ [`k${i}`]: 1 })))
    const raw = await postRaw(app, records, 'application/json', { accept: 'text/csv' })
    expect(raw.statusCode).toBe(422)
    const least = 3_000 * 2_999
    expect(raw.json()).toMatchObject({ error: 'INVALID_TRANSFORMATION', limit: 'outputBytes', actual: least })
    // The general path (a parsed value) refuses with the same numbers before laying the table out.
    const general = await rejection(run('json', 'csv', records))
    expect(general.extra).toMatchObject({ limit: 'outputBytes', actual: least })
    const wide = JSON.stringify(Array.from({ length: LIMITS.columns + 1 }, (_, i) => ({ [`k${i}`]: 1 })))
    const error = await rejection(run('json', 'csv', wide))
    expect(error.extra).toMatchObject({ limit: 'columns', maximum: LIMITS.columns })
  })
})
