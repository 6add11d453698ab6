import { AppError } from '@svc/core/errors'
import { describe, expect, it } from 'vitest'
import { normalizeBatch } from '../src/batch.js'
import { codeTable } from '../src/code-table.js'
import { CONFIDENCE, missingFields, scoreConfidence } from '../src/confidence.js'
import { createContext } from '../src/context.js'
import { checkShape } from '../src/guards.js'
import { defineWarnings, KIT_WARNINGS } from '../src/warnings.js'

describe('ctx facade', () => {
  it('reads minor and major amounts by currency and warns on a missing currency once', () => {
    const ctx = createContext()
    const usd = ctx.minorUnits('usd')
    expect([usd.currency, usd.exponent, usd(10000), usd('1999'), usd(undefined)]).toEqual([
      'USD',
      2,
      100,
      19.99,
      undefined,
    ])
    expect(ctx.minorUnits('KWD')(1234)).toBe(1.234)
    expect(ctx.major('JPY')('1,500')).toBe(1500)
    const none = ctx.major(undefined)
    expect([none.currency, none('12.345')]).toEqual([undefined, 12.35])
    ctx.major(undefined)
    expect(ctx.warnings.map((w) => w.code)).toEqual(['AMBIGUOUS_AMOUNT', 'CURRENCY_MISSING', 'AMOUNT_ROUNDED'])
  })
  it('maps dates, codes, lists, numbers and text with warnings', () => {
    const ctx = createContext({ maxListItems: 2 })
    expect(ctx.date(1700000000, 'epoch_s')).toBe('2023-11-14T22:13:20.000Z')
    expect(ctx.date('03/04/2024', undefined, 'dueDate')).toBe('2024-03-04')
    expect(ctx.date('later', undefined, 'issueDate')).toBeUndefined()
    expect(ctx.code({ paid: 'paid' } as const, 'PAID')).toBe('paid')
    expect(ctx.code({ paid: 'paid' } as const, 'weird', 'status')).toBeUndefined()
    expect(ctx.list([{ a: 1 }, 'x', { a: 2 }, { a: 3 }], (i: { a: number }) => i.a, 'lines')).toEqual([1])
    expect([ctx.number('1.5'), ctx.text(' x '), ctx.text(7), ctx.name({ first_name: 'A', last_name: 'B' })]).toEqual([
      1.5,
      'x',
      '7',
      'A B',
    ])
    expect(ctx.warnings.map((w) => `${w.code}@${w.field}`)).toEqual([
      'AMBIGUOUS_DATE@dueDate',
      'INVALID_DATE@issueDate',
      'UNKNOWN_CODE@status',
      'LIST_TRUNCATED@lines',
    ])
  })
  it('warns EPOCH_UNIT_CORRECTED and names the reason of an INVALID_DATE without quoting the value', () => {
    const ctx = createContext()
    expect(ctx.date(1700000000000, 'epoch_s', 'issueDate')).toBe('2023-11-14T22:13:20.000Z')
    expect(ctx.date('9999-12-31T23:59:60Z', undefined, 'dueDate')).toBeUndefined()
    expect(ctx.date('2024-01-01T10:00:00-25:00', undefined, 'paidAt')).toBeUndefined()
    expect(ctx.date(1700000000000000, 'epoch_s', 'createdAt')).toBeUndefined()
    expect(ctx.warnings.map((w) => `${w.code}@${w.field}`)).toEqual([
      'EPOCH_UNIT_CORRECTED@issueDate',
      'INVALID_DATE@dueDate',
      'INVALID_DATE@paidAt',
      'INVALID_DATE@createdAt',
    ])
    const [, leap, offset, epoch] = ctx.warnings.map((w) => w.message)
    expect([leap, offset, epoch]).toEqual([
      expect.stringContaining('leap second'),
      expect.stringContaining('±18:00'),
      expect.stringContaining('5138'),
    ])
    for (const w of ctx.warnings) expect(w.message).not.toMatch(/9999|1700000000|25:00/)
  })
  it('day-first vendors read slash dates day-first', () => {
    expect(createContext({ dayFirst: true }).date('03/04/2024')).toBe('2024-04-03')
  })
})

describe('confidence and warnings', () => {
  it('starts named at 0.95 and generic lower, minus table penalties', () => {
    expect(scoreConfidence({ kind: 'vendor', missingFields: [], warnings: [] }, KIT_WARNINGS)).toBe(0.95)
    expect(scoreConfidence({ kind: 'generic', missingFields: [], warnings: [] }, KIT_WARNINGS)).toBe(CONFIDENCE.generic)
    const w = [
      { code: 'CURRENCY_MISSING', message: '' },
      { code: 'WHAT', message: '' },
    ]
    expect(scoreConfidence({ kind: 'vendor', missingFields: ['total'], warnings: w }, KIT_WARNINGS)).toBe(0.77)
    expect(missingFields({ a: 1, b: '', c: [], d: { e: null } }, ['a', 'b', 'c', 'd.e', 'f'])).toEqual([
      'b',
      'c',
      'd.e',
      'f',
    ])
  })
  it('lets a service add codes but not redefine the kit ones', () => {
    expect(defineWarnings({ TOTAL_MISMATCH: { meaning: 'x', penalty: 0.1 } }).TOTAL_MISMATCH.penalty).toBe(0.1)
    expect(() => defineWarnings({ AMBIGUOUS_DATE: { meaning: 'x', penalty: 0 } })).toThrow(/already/)
  })
})

describe('batch and guards', () => {
  it('keeps going past failures with CONTRACT error entries', () => {
    const out = normalizeBatch(
      ['1', 'x', '3'],
      (s) => {
        if (s === 'x') throw new AppError('UNRECOGNIZED_PAYLOAD', 'no adapter')
        return Number(s)
      },
      { identify: (s) => ({ platform: s }) },
    )
    expect(out.values).toEqual([1, 3])
    expect(out.errors).toEqual([{ index: 1, error: 'UNRECOGNIZED_PAYLOAD', message: 'no adapter', platform: 'x' }])
    const crash = normalizeBatch([1], () => {
      throw new TypeError('secret input')
    })
    expect(crash.errors[0]).toEqual({
      index: 0,
      error: 'NORMALIZATION_FAILED',
      message: 'Input 0 could not be normalized.',
    })
    expect(crash.outcomes[0]?.ok).toBe(false)
  })
  it('measures depth and nodes iteratively, even 100,000 levels deep', () => {
    expect(checkShape({ a: [1, { b: 2 }] })).toEqual({ depth: 3, nodes: 5 })
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(() => checkShape(deep)).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_COMPLEX' }))
    expect(() => checkShape(new Array(11).fill(0), { maxDepth: 5, maxNodes: 10, maxStringLength: 5 })).toThrow(
      /more than 10/,
    )
  })
})

describe('code tables', () => {
  it('inverts canonical-first groups and refuses a code mapped twice', () => {
    expect(codeTable({ paid: ['PAID', 'SETTLED'], void: ['VOIDED'] })).toEqual({
      PAID: 'paid',
      SETTLED: 'paid',
      VOIDED: 'void',
    })
    expect(() => codeTable({ paid: ['X'], void: ['X'] })).toThrow(/mapped twice/)
  })
})
