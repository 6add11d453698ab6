import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeConsistency } from '../../src/domain/analyze-consistency.js'

/** One shape: every key always present with one JSON type (numbers, plain text, booleans, nested objects). */
const scalar = fc.oneof(
  fc.constant((i: number) => i),
  fc.constant((i: number) => `item ${i} of the list`),
  fc.constant((i: number) => i % 2 === 0),
)
const shape = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), scalar), {
  minLength: 1,
  maxLength: 6,
  selector: ([key]) => key,
})

function build(entries: Array<[string, (i: number) => unknown]>, count: number) {
  return Array.from({ length: count }, (_, i) => Object.fromEntries(entries.map(([key, make]) => [key, make(i)])))
}

describe('analyzeConsistency properties', () => {
  it('items of one shape give no warnings', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 1, max: 30 }), (entries, count) => {
        const report = analyzeConsistency(build(entries, count))
        expect(report.warnings).toEqual([])
        expect(report.summary.totalItems).toBe(count)
      }),
    )
  })

  it('removing a key from one item gives exactly one MISSING_FIELD for that key', () => {
    fc.assert(
      fc.property(shape, fc.integer({ min: 2, max: 30 }), fc.nat(), fc.nat(), (entries, count, pickKey, pickItem) => {
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
      }),
    )
  })
})
