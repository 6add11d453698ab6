import { describe, expect, it } from 'vitest'
import { read, rejection, write } from '../convert-helper.js'

describe('sql-insert reader', () => {
  it('reads INSERT rows with literals of every kind, unescaping strings', async () => {
    const sql =
      "INSERT INTO `orders` (id, note, paid, discount, gone) VALUES (1, 'it''s', TRUE, -2.5, NULL), (2, 'a\\\\b', FALSE, 0, NULL);"
    expect(await read('sql-insert', sql, { sqlInsert: { dialect: 'mysql' } })).toEqual([
      { id: 1, note: "it's", paid: true, discount: -2.5, gone: null },
      { id: 2, note: 'a\\b', paid: false, discount: 0, gone: null },
    ])
  })

  it('groups several tables by name and numbers columns of INSERTs without a column list', async () => {
    expect(await read('sql-insert', "INSERT INTO a VALUES (1, 'x'); INSERT INTO b (k) VALUES (2);")).toEqual({
      a: [{ column1: 1, column2: 'x' }],
      b: [{ k: 2 }],
    })
  })

  it('reads postgres syntax by default', async () => {
    const sql = 'INSERT INTO "public"."t" ("a b") VALUES (\'x\');'
    expect(await read('sql-insert', sql)).toEqual([{ 'a b': 'x' }])
  })

  it('refuses any statement but INSERT, and expressions, without running anything', async () => {
    const drop = await rejection(read('sql-insert', 'INSERT INTO t VALUES (1); DROP TABLE t;'))
    expect(drop.code).toBe('INVALID_INPUT')
    expect(drop.message).toContain('not DROP')
    expect(drop.message).toContain('statement 2')
    expect((await rejection(read('sql-insert', 'INSERT INTO t VALUES (NOW());'))).message).toContain(
      'only literal values',
    )
  })

  it('reports a syntax error with line and column', async () => {
    const error = await rejection(read('sql-insert', 'INSERT INTO t (a)\nVALUES (1'))
    expect(error.extra.details).toEqual([expect.objectContaining({ line: 2, column: 10 })])
  })
})

describe('sql-insert writer', () => {
  const rows = [
    { id: 1, name: "O'Brien", ok: true, meta: { a: 1 }, path: 'C:\\x' },
    { id: 2, name: null, ok: false },
  ]

  it('quotes identifiers and strings for postgres (default)', async () => {
    expect(await write('sql-insert', rows, { sqlInsert: { tableName: 'public.people' } })).toBe(
      'INSERT INTO "public"."people" ("id", "name", "ok", "meta", "path") VALUES\n' +
        `  (1, 'O''Brien', TRUE, '{"a":1}', 'C:\\x'),\n  (2, NULL, FALSE, NULL, NULL);\n`,
    )
  })

  it('quotes for mysql (backticks, backslashes doubled) and sqlite (booleans as 1/0), in batches', async () => {
    const mysql = String(
      await write('sql-insert', rows, { sqlInsert: { tableName: 'p`x', dialect: 'mysql', batchSize: 1 } }),
    )
    expect(mysql.split('INSERT INTO').length - 1).toBe(2)
    expect(mysql).toContain('INSERT INTO `p``x` (`id`')
    expect(mysql).toContain("'C:\\\\x'")
    const sqlite = String(await write('sql-insert', rows, { sqlInsert: { tableName: 't', dialect: 'sqlite' } }))
    expect(sqlite).toContain("(1, 'O''Brien', 1,")
  })

  it('round-trips through the reader for each dialect', async () => {
    for (const dialect of ['postgres', 'mysql', 'sqlite']) {
      const sql = String(await write('sql-insert', [{ a: "x'\\y", b: 2 }], { sqlInsert: { tableName: 't', dialect } }))
      expect(await read('sql-insert', sql, { sqlInsert: { dialect } })).toEqual([{ a: "x'\\y", b: 2 }])
    }
  })

  it('requires tableName (400 naming the option path)', async () => {
    const error = await rejection(write('sql-insert', rows))
    expect(error.code).toBe('INVALID_REQUEST')
    expect(error.extra.details).toEqual([expect.objectContaining({ path: 'options.output.sqlInsert.tableName' })])
  })
})

describe('html-table', () => {
  const PAGE = `<html><body><table id="nav"><tr><td>menu</td></tr></table>
    <table><thead><tr><th>Name</th><th>Qty &amp; unit</th><th>Note</th></tr></thead>
    <tbody><tr><td>Pen</td><td>2</td><td rowspan="2">same</td></tr><tr><td colspan="2">wide</td></tr>
    <tr><td>Pad <table><tr><td>nested</td></tr></table></td><td> 3 </td><td></td></tr></tbody></table></body></html>`

  it('reads the table at tableIndex with spans expanded and entities decoded', async () => {
    expect(await read('html-table', PAGE, { htmlTable: { tableIndex: 1 } })).toEqual([
      { Name: 'Pen', 'Qty & unit': '2', Note: 'same' },
      { Name: 'wide', 'Qty & unit': 'wide', Note: 'same' },
      { Name: 'Pad nested', 'Qty & unit': '3', Note: '' },
    ])
    expect(await read('html-table', PAGE)).toEqual([])
  })

  it('says how many tables there are when tableIndex is out of range', async () => {
    const error = await rejection(read('html-table', PAGE, { htmlTable: { tableIndex: 5 } }))
    expect(error.message).toContain('the page has 3')
  })

  it('writes an escaped table that reads back', async () => {
    const html = String(await write('html-table', [{ a: '<b>&', n: { x: 1 } }]))
    expect(html).toContain('<th>a</th><th>n.x</th>')
    expect(html).toContain('<td>&lt;b&gt;&amp;</td><td>1</td>')
    expect(await read('html-table', html, { htmlTable: { inferTypes: true } })).toEqual([{ a: '<b>&', 'n.x': 1 }])
  })
})
