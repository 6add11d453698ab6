/**
 * Expansion budgets (README.md, Limits): each hostile input is refused
 * with a 4xx naming its limit, in proportion to its own size; inputs just inside each limit still convert.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../src/domain/limits.js'
import { read, rejection, run } from '../convert-helper.js'
import { buildApp, postRaw } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

describe('html-table: `<td colspan=1000 rowspan=1000>` x 50 (2.3 KB) gave a 60.7 MB reply and a 2.2 s stall', () => {
  it('is refused at the column limit before the spans are filled', async () => {
    const html = `<table><tr>${'<td colspan=1000 rowspan=1000>x</td>'.repeat(50)}</tr></table>`
    expect(html.length).toBeLessThan(2_400)
    // 2.3 KB converts in the worker pool: the first request also starts a worker and loads the readers.
    await postRaw(app, html, 'text/html', { accept: 'application/json' })
    const started = Date.now()
    const res = await postRaw(app, html, 'text/html', { accept: 'application/json' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', limit: 'columns', maximum: LIMITS.columns })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('counts spanned cells against the cell budget (rows of wide spans)', async () => {
    const html = `<table>${'<tr><td colspan=200>x</td></tr>'.repeat(1_000)}</table>`
    const error = await rejection(run('html-table', 'json', html))
    expect(error.code).toBe('INVALID_INPUT')
    expect(error.extra).toMatchObject({ limit: 'cells', maximum: LIMITS.cellsAllowance + 2 * html.length })
  })

  it('still expands spans within the budget', async () => {
    const html = '<table><tr><th>a</th><th>b</th></tr><tr><td colspan=2 rowspan=2>x</td></tr><tr></tr></table>'
    expect(await read('html-table', html)).toEqual([
      { a: 'x', b: 'x' },
      { a: 'x', b: 'x' },
    ])
  })
})
