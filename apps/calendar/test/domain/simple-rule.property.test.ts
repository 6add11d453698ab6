/**
 * The arithmetic expansion of simple DAILY/WEEKLY rules must list exactly what rrule.js lists, for
 * the first instances and within a window, with COUNT, UNTIL, INTERVAL and WKST, and with the caller
 * stopping the walk after n instances (as the occurrence limits do).
 */
import fc from 'fast-check'
import * as rruleNs from 'rrule'
import { describe, expect, it } from 'vitest'
import { simpleRule, walkSimpleRule } from '../../src/domain/simple-rule.js'

const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs
const HOUR = 3_600_000
const SECOND = 1000
// whole seconds between 1950 and 2150, as parseWall produces
const instant = fc.integer({ min: -631_152_000, max: 5_680_281_600 }).map((s) => s * SECOND)

const rule = fc.record({
  text: fc
    .tuple(
      fc.constantFrom('DAILY', 'WEEKLY'),
      fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
      fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
      fc.option(fc.constantFrom('MO', 'SU', 'WE'), { nil: undefined }),
    )
    .map(([freq, interval, count, wkst]) =>
      [`FREQ=${freq}`, interval && `INTERVAL=${interval}`, count && `COUNT=${count}`, wkst && `WKST=${wkst}`]
        .filter(Boolean)
        .join(';'),
    ),
  dtstart: instant,
  untilAfter: fc.option(fc.integer({ min: -48, max: 24 * 400 }), { nil: undefined }),
  window: fc.option(fc.tuple(fc.integer({ min: -24 * 30, max: 24 * 900 }), fc.integer({ min: 0, max: 24 * 400 })), {
    nil: undefined,
  }),
  stopAfter: fc.integer({ min: 1, max: 80 }),
})

describe('walkSimpleRule equals rrule.js', () => {
  it('on random DAILY/WEEKLY rules, windows and stops', () => {
    let fast = 0
    fc.assert(
      fc.property(rule, ({ text, dtstart, untilAfter, window, stopAfter }) => {
        const options = RRule.parseString(text)
        // UNTIL as parseRule leaves it (already in wall time); a rule with neither end gets a far UNTIL there too
        if (untilAfter !== undefined) options.until = new Date(dtstart + untilAfter * HOUR)
        else if (options.count === undefined) options.until = new Date(dtstart + 800 * 24 * HOUR)
        const range: [number, number] | null = window
          ? [dtstart + window[0] * HOUR, dtstart + (window[0] + window[1]) * HOUR]
          : null
        const collect = (list: number[]) => (d: Date) => {
          list.push(d.getTime())
          return list.length < stopAfter
        }
        const expected: number[] = []
        const reference = new RRule({ ...options, dtstart: new Date(dtstart), tzid: null })
        if (range) reference.between(new Date(range[0]), new Date(range[1]), true, collect(expected))
        else reference.all(collect(expected))
        const simple = simpleRule(options, dtstart, range)
        if (!simple) return
        fast += 1
        const actual: number[] = []
        walkSimpleRule(simple, dtstart, range, collect(actual))
        expect(actual).toEqual(expected)
      }),
      { numRuns: 3000 },
    )
    expect(fast).toBeGreaterThan(2900)
  })

  it('declines what it does not model', () => {
    const at = Date.UTC(2024, 2, 1, 9)
    for (const text of ['FREQ=MONTHLY;COUNT=3', 'FREQ=WEEKLY;BYDAY=MO,WE', 'FREQ=DAILY;BYHOUR=9,17', 'FREQ=HOURLY'])
      expect(simpleRule(RRule.parseString(text), at, null), text).toBeNull()
    expect(simpleRule({ freq: RRule.DAILY, count: 'abc' }, at, null)).toBeNull()
    expect(simpleRule({ freq: RRule.DAILY, count: 0 }, at, null)).toBeNull()
    expect(simpleRule({ freq: RRule.DAILY, count: 3 }, at + 500, null)).toBeNull()
    // a walk that could reach rrule.js's year limit
    expect(simpleRule({ freq: RRule.DAILY, until: new Date(Date.UTC(9999, 0, 1)) }, at, null)).toBeNull()
    expect(simpleRule({ freq: RRule.WEEKLY, count: 3, interval: 2 }, at, null)).toEqual({
      step: 14 * 24 * HOUR,
      count: 3,
      until: undefined,
    })
  })
})
