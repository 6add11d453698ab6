import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeConsistency } from '../../src/domain/analyze-consistency.js'
import { MAX_PATHS } from '../../src/domain/collect-groups.js'

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8'))
const pick = (value: unknown) => analyzeConsistency(value).warnings.map((w) => [w.code, w.field])

describe('analyzeConsistency', () => {
  it('reports a GitHub issues page field by field, sorted by field then code', () => {
    const report = analyzeConsistency(fixture('github/issues-page.json'))
    expect(report.summary).toEqual({ totalItems: 3 + 2, warningCount: report.warnings.length })
    expect(pick(fixture('github/issues-page.json'))).toEqual([
      ['NULL_VALUES', '[].assignee'],
      ['EMPTY_STRING', '[].body'],
      ['NULL_VALUES', '[].body'],
      ['NULL_VALUES', '[].closed_at'],
      ['NUMERIC_STRING', '[].comments'],
      ['TYPE_INCONSISTENCY', '[].comments'],
      ['BOOLEAN_STRING', '[].locked'],
      ['TYPE_INCONSISTENCY', '[].locked'],
      ['MISSING_FIELD', '[].user.site_admin'],
    ])
    expect(report.warnings.find((w) => w.field === '[].comments' && w.code === 'TYPE_INCONSISTENCY')?.metadata).toEqual(
      {
        typeCounts: { number: 2, string: 1 },
      },
    )
    expect(report.warnings.find((w) => w.code === 'MISSING_FIELD')?.metadata).toEqual({
      presentIn: 2,
      missingIn: 1,
      exampleItems: ['[2]'],
    })
  })

  it('scans nested arrays of a Stripe list object and sees mixed created formats', () => {
    const report = analyzeConsistency(fixture('stripe/charges-list.json'))
    expect(report.summary.totalItems).toBe(3)
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        { code: 'NUMERIC_STRING', field: 'data[].amount', metadata: { count: 1, exampleItems: ['data[2]'] } },
        {
          code: 'MIXED_DATE_FORMATS',
          field: 'data[].created',
          metadata: { formatCounts: { epoch_seconds: 2, iso8601: 1 } },
        },
        { code: 'NULL_VALUES', field: 'data[].customer', metadata: { nullCount: 1, presentIn: 3 } },
        {
          code: 'MISSING_FIELD',
          field: 'data[].metadata.order_id',
          metadata: { presentIn: 1, missingIn: 2, exampleItems: ['data[0]', 'data[2]'] },
        },
      ]),
    )
  })

  it('pools nested line arrays into one group with concrete example paths', () => {
    const report = analyzeConsistency(fixture('shop/orders.json'))
    expect(report.summary.totalItems).toBe(3 + 5)
    expect(pick(fixture('shop/orders.json'))).toEqual([
      ['BOOLEAN_STRING', 'orders[].customer.vip'],
      ['TYPE_INCONSISTENCY', 'orders[].customer.vip'],
      ['MISSING_FIELD', 'orders[].lines[].gift'],
      ['MISSING_FIELD', 'orders[].lines[].qty'],
      ['NUMERIC_STRING', 'orders[].lines[].qty'],
      ['TYPE_INCONSISTENCY', 'orders[].lines[].qty'],
    ])
    const qty = report.warnings.find((w) => w.code === 'MISSING_FIELD' && w.field === 'orders[].lines[].qty')
    expect(qty?.metadata).toEqual({ presentIn: 4, missingIn: 1, exampleItems: ['orders[2].lines[0]'] })
  })

  it('flags a CSV export: numbers, booleans and dates carried as strings', () => {
    const report = analyzeConsistency(fixture('csv/export.json'))
    expect(pick(fixture('csv/export.json'))).toEqual([
      ['EMPTY_STRING', '[].Amount'],
      ['NUMERIC_STRING', '[].Amount'],
      ['MIXED_DATE_FORMATS', '[].Date'],
      ['NUMERIC_STRING', '[].Date'],
      ['DATE_STRING_IN_TEXT_FIELD', '[].Note'],
      ['EMPTY_STRING', '[].Note'],
      ['BOOLEAN_STRING', '[].Paid'],
      ['NUMERIC_STRING', '[]["Order ID"]'],
    ])
    expect(report.warnings.find((w) => w.code === 'MIXED_DATE_FORMATS')?.metadata).toEqual({
      formatCounts: { epoch_seconds: 1, iso8601: 2, locale: 1 },
    })
  })

  it('reports arrays that mix element types, for item arrays and value arrays', () => {
    expect(analyzeConsistency([{ tags: ['a', 1] }, { tags: ['b'] }, 7]).warnings).toEqual([
      { code: 'MIXED_ARRAY_ELEMENT_TYPES', field: '[]', metadata: { elementTypes: { number: 1, object: 2 } } },
      {
        code: 'MIXED_ARRAY_ELEMENT_TYPES',
        field: '[].tags',
        metadata: { count: 1, exampleItems: ['[0]'], elementTypes: { number: 1, string: 2 } },
      },
    ])
  })

  it('treats values without items as nothing to compare', () => {
    for (const value of [5, 'x', null, [], [1, 2], {}, { a: { b: 1 } }]) {
      expect(analyzeConsistency(value)).toEqual({
        validJson: true,
        warnings: [],
        summary: { totalItems: 0, warningCount: 0 },
      })
    }
  })

  it('counts epoch numbers as dates only in date fields or beside date strings', () => {
    expect(pick([{ views: 1700000000 }, { views: 12 }])).toEqual([])
    expect(pick([{ updated_at: 1700000000 }, { updated_at: 1700000000000 }])).toEqual([
      ['MIXED_DATE_FORMATS', '[].updated_at'],
    ])
  })

  it('counts fields and arrays of items against one budget of distinct paths', () => {
    const fields = Array.from({ length: MAX_PATHS - 1 }, (_, i) => ({ [`f${i}`]: 1 }))
    expect(analyzeConsistency(fields).summary.warningCount).toBe(MAX_PATHS - 1)
    expect(() => analyzeConsistency([...fields, { extra: 1 }, { more: 1 }])).toThrow(
      expect.objectContaining({ code: 'TOO_MANY_FIELDS', extra: { limit: MAX_PATHS } }),
    )
    const groups = Object.fromEntries(Array.from({ length: MAX_PATHS + 1 }, (_, i) => [`g${i}`, [{}, 1]]))
    expect(() => analyzeConsistency(groups)).toThrow(expect.objectContaining({ code: 'TOO_MANY_FIELDS' }))
  })

  it('never echoes values in metadata', () => {
    const secret = 'hunter2-secret-value'
    const text = JSON.stringify(analyzeConsistency([{ a: secret, b: 1 }, { a: 1 }, { a: '' }]))
    expect(text).not.toContain(secret)
  })
})

describe('paths', () => {
  it('writes odd keys in brackets, also for nested groups', () => {
    const value = {
      'line items': [
        { 'unit price': 1, sub: [{ x: 1 }, { x: '2' }] },
        { 'unit price': '2', sub: [] },
      ],
    }
    expect(analyzeConsistency(value).warnings.map((w) => [w.code, w.field, w.metadata.exampleItems])).toEqual([
      ['NUMERIC_STRING', '["line items"][].sub[].x', ['["line items"][0].sub[1]']],
      ['TYPE_INCONSISTENCY', '["line items"][].sub[].x', undefined],
      ['NUMERIC_STRING', '["line items"][]["unit price"]', ['["line items"][1]']],
      ['TYPE_INCONSISTENCY', '["line items"][]["unit price"]', undefined],
    ])
  })

  it('follows arrays of arrays of objects inside items as groups of their own', () => {
    const report = analyzeConsistency([{ grid: [[{ a: 1 }], [{ a: 2 }, { b: 3 }]] }])
    expect(report.summary.totalItems).toBe(4)
    expect(report.warnings).toEqual([
      {
        code: 'MISSING_FIELD',
        field: '[].grid[][].a',
        metadata: { presentIn: 2, missingIn: 1, exampleItems: ['[0].grid[1][1]'] },
      },
      {
        code: 'MISSING_FIELD',
        field: '[].grid[][].b',
        metadata: { presentIn: 1, missingIn: 2, exampleItems: ['[0].grid[0][0]', '[0].grid[1][0]'] },
      },
    ])
  })
})

describe('patterns run on caller text', () => {
  // The old numeric pattern (`\d+\.?\d*`) split each digit run two ways: this string froze the service
  // for 45 s. Linear now, so it finishes far inside the test timeout.
  it('reads a 200,000-digit string that ends in a letter as text, in linear time', () => {
    const long = `${'1'.repeat(200_000)}x`
    expect(pick([{ a: long }, { a: 'twelve' }])).not.toContainEqual(['NUMERIC_STRING', '[].a'])
    expect(pick([{ a: '1'.repeat(200_000) }, { a: 5 }])).toContainEqual(['NUMERIC_STRING', '[].a'])
  })
})
