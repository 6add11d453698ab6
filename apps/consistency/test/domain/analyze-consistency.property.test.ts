import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeConsistency } from '../../src/domain/analyze-consistency.js'

type Make = (i: number) => unknown

/**
 * One shape: every key always present with one kind of value per key, built from item number `i`:
 * numbers, text, booleans, ISO dates, always-null, nested objects and arrays (arrays of objects too).
 */
const key = fc.stringMatching(/^[a-z][a-z_]{0,7}$/)
const leaf = fc.constantFrom<Make>(
  (i) => i,
  (i) => `item ${i} of the list`,
  (i) => i % 2 === 0,
  (i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
  () => null,
)
const { value: anyValue } = fc.letrec<{ value: Make; object: Make; list: Make }>((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('list')),
  object: fc
    .uniqueArray(fc.tuple(key, tie('value')), { maxLength: 4, selector: ([name]) => name })
    .map((entries) => (i: number) => Object.fromEntries(entries.map(([name, make]) => [name, make(i)]))),
  list: tie('value').map((make) => (i: number) => [make(i), make(i + 1)]),
}))
const shape = fc.uniqueArray(fc.tuple(key, anyValue), { minLength: 1, maxLength: 6, selector: ([name]) => name })
const flatShape = fc.uniqueArray(fc.tuple(key, leaf), { minLength: 1, maxLength: 6, selector: ([name]) => name })

function build(entries: Array<[string, Make]>, count: number) {
  return Array.from({ length: count }, (_, i) => Object.fromEntries(entries.map(([name, make]) => [name, make(i)])))
}

describe('analyzeConsistency properties', () => {
  it('items of one shape give no warnings', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 1, max: 30 }), (entries, count) => {
        const report = analyzeConsistency(build(entries, count))
        expect(report.warnings).toEqual([])
        // Nested arrays of objects are groups too, whose items add to the total.
        expect(report.summary.totalItems).toBeGreaterThanOrEqual(count)
      }),
    )
  })

  it('removing a key from one item gives exactly one MISSING_FIELD for that key', () => {
    fc.assert(
      fc.property(
        flatShape,
        fc.integer({ min: 2, max: 30 }),
        fc.nat(),
        fc.nat(),
        (entries, count, pickKey, pickItem) => {
          const items = build(entries, count)
          const [key] = entries[pickKey % entries.length]!
          const victim = pickItem % count
          delete items[victim]![key]
          expect(analyzeConsistency(items).warnings).toEqual([
            {
              code: 'MISSING_FIELD',
              field: `[].${key}`,
              metadata: { presentIn: count - 1, missingIn: 1, exampleItems: [`[${victim}]`] },
            },
          ])
        },
      ),
    )
  })
})
