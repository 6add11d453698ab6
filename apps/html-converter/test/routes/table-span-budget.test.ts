/**
 * html-converter table spans amplified about 30x (1 MB of `<td rowspan=64 colspan=64>` gave 30.7 MB;
 * 5.2 MB ran 60 s to a 504 at 903 MB RSS). The tags are now checked against the reply budget (12 x the
 * HTML plus 1 MB) before conversion: such a page is refused with 422 REPLY_TOO_LARGE at once.
 */
import { buildTestApp, TEST_KEY } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlConverter } from '../../src/app.js'
import { estimatedTableCells, tablesFit } from '../../src/domain/table-budget.js'

let app: FastifyInstance

beforeAll(async () => {
  app = (await buildTestApp(htmlConverter)).app
})
afterAll(() => app.close())

const postRaw = (html: string) =>
  app.inject({
    method: 'POST',
    url: '/convert',
    headers: { 'x-gateway-key': TEST_KEY, 'content-type': 'text/html; charset=utf-8' },
    payload: html,
  })

const spanRows = (rows: number, span = 64) =>
  `<table>${`<tr><td rowspan=${span} colspan=${span}>x</td></tr>`.repeat(rows)}</table>`

describe('html-converter table span budget', () => {
  it('refuses 1 MB of rowspan=64 colspan=64 cells with 422 REPLY_TOO_LARGE, before any conversion', async () => {
    const html = spanRows(25_000)
    expect(html.length).toBeGreaterThan(1_000_000)
    const started = performance.now()
    const res = await postRaw(html)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: 'REPLY_TOO_LARGE', limit: 12 * html.length + 1024 * 1024 })
    // The conversion took 60 s at 5.2 MB; the check reads the tags once.
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('converts small pages whose spans expand in the worker pool, not on the event loop', async () => {
    const html = `<table>${'<tr><td colspan=1000 rowspan=1000>x</td></tr>'.repeat(50)}</table>`
    expect(await tablesFit(html)).toMatchObject({ fits: true, heavy: true })
    expect(await tablesFit('<table><tr><td>a</td><td colspan=2>b</td></tr></table>')).toMatchObject({ heavy: false })
  })

  it('refuses one row of wide cells, which widens every row below it', async () => {
    const html = `<table><tr>${'<td colspan=1000>x</td>'.repeat(400)}</tr>${'<tr><td>y</td></tr>'.repeat(5_000)}</table>`
    expect((await tablesFit(html)).fits).toBe(false)
  })

  it('converts ordinary tables, spans included, and its estimate bounds what they answer', async () => {
    const html = `<table><tr><th colspan=2>Name</th><th>Qty</th></tr>${'<tr><td rowspan=2>a</td><td>b</td><td>1</td></tr><tr><td>c</td><td>2</td></tr>'.repeat(200)}</table>`
    expect((await tablesFit(html)).fits).toBe(true)
    const res = await postRaw(html)
    expect(res.statusCode).toBe(200)
    const cells = res.json().markdown.split('|').length
    expect(await estimatedTableCells(html)).toBeGreaterThanOrEqual(cells / 2)
    expect(await estimatedTableCells(spanRows(100, 8))).toBeGreaterThan(0)
  })

  it('reads hostile tag soup in linear time', async () => {
    for (const html of ['<td '.repeat(250_000), `<table>${'<tr'.repeat(250_000)}>`, '<'.repeat(1_000_000)]) {
      const started = performance.now()
      await estimatedTableCells(html)
      expect(performance.now() - started).toBeLessThan(2_000)
    }
  })
})
