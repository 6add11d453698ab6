import { formatPath } from '@svc/core/errors'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { diffJson } from '../../src/domain/diff-json.js'
import { childPath } from '../../src/domain/field-path.js'

const NO_CHANGE = { breakingChanges: [], nonBreakingChanges: [], summary: { breakingCount: 0, nonBreakingCount: 0 } }
const key = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a b', '[]', ''))
const record = fc.uniqueArray(fc.tuple(key, fc.jsonValue({ maxDepth: 3 })), { selector: ([k]) => k, maxLength: 8 })
const toObject = (entries: Array<[string, unknown]>) => Object.fromEntries(entries) as Record<string, unknown>
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The same value with every object's keys in reverse order, rebuilt through pretty-printed JSON text. */
function reordered(value: unknown): unknown {
  const text = JSON.stringify(
    value,
    (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
    2,
  )
  return JSON.parse(text)
}

describe('diffJson properties', () => {
  it('finds nothing between a value and itself, or its key-reordered, re-indented copy', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (x) => {
        expect(diffJson(x, x)).toMatchObject(NO_CHANGE)
        expect(diffJson(x, reordered(x))).toMatchObject(NO_CHANGE)
      }),
    )
  })

  it('reports FIELD_REMOVED for exactly the deleted keys, and nothing else', () => {
    fc.assert(
      fc.property(
        record.chain((entries) => fc.tuple(fc.constant(entries), fc.subarray(entries.map(([k]) => k)))),
        ([entries, deleted]) => {
          const before = toObject(entries)
          const after = toObject(entries.filter(([k]) => !deleted.includes(k)))
          const report = diffJson(before, after)
          expect(report.nonBreakingChanges).toEqual([])
          expect(report.breakingChanges.map((c) => [c.type, c.field])).toEqual(
            deleted
              .map((k) => formatPath([k]))
              .sort(byCodeUnit)
              .map((field) => ['FIELD_REMOVED', field]),
          )
        },
      ),
    )
  })

  it('reports a key deleted from every element of a list once, under the element path', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 5 }), key, (rows, gone) => {
        const before = { data: rows.map((entries) => ({ ...toObject(entries), [gone]: 1 })) }
        const after = { data: before.data.map((row) => toObject(Object.entries(row).filter(([k]) => k !== gone))) }
        expect(diffJson(before, after).breakingChanges).toEqual([
          {
            type: 'FIELD_REMOVED',
            field: `data[]${formatPath([gone]).replace(/^(?!\[)/, '.')}`,
            before: 'number',
            metadata: { occurrences: rows.length },
          },
        ])
      }),
    )
  })

  it('sees a removal one way as an addition the other way', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), (x, y) => {
        const forward = diffJson(x, y).breakingChanges.filter((c) => c.type === 'FIELD_REMOVED')
        const backward = diffJson(y, x).nonBreakingChanges.filter((c) => c.type === 'FIELD_ADDED')
        expect(backward.map((c) => [c.field, c.after])).toEqual(forward.map((c) => [c.field, c.before]))
      }),
    )
  })

  it('ignores the order of array elements: shapes are unioned', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 })), fc.jsonValue({ maxDepth: 4 }), (items, other) => {
        expect(diffJson([...items].reverse(), other)).toEqual(diffJson(items, other))
      }),
    )
  })

  it('writes a key segment as core formatPath does', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 4 }), (keys) => {
        expect(keys.reduce(childPath, '')).toBe(formatPath(keys))
      }),
    )
  })
})
