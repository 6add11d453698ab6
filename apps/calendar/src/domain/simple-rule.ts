/**
 * The RRULEs most calendars hold — `FREQ=DAILY` or `FREQ=WEEKLY` with only INTERVAL, COUNT, UNTIL or
 * WKST — expanded by arithmetic instead of rrule.js, whose iterator builds year masks for every rule
 * (13% of a 10,000-event file with 1,000 weekly events). Without BYxxx parts RFC 5545 3.3.10 takes
 * the day and time from DTSTART, so the instances are DTSTART + k × INTERVAL days (or weeks; WKST
 * cannot matter with a single weekday). The walk reproduces rrule.js's `iter` step by step: UNTIL
 * inclusive, COUNT counting instances before an expansion window too, the caller's callback stopping
 * it. Anything else, or a walk that could reach rrule.js's year limit (9999), goes to rrule.js.
 * Equality with rrule.js: test/domain/simple-rule.property.test.ts.
 */
import { DAY_MS } from './wall.js'

export interface SimpleRule {
  /** Milliseconds between instances. */
  step: number
  count: number | undefined
  until: number | undefined
}

const DAILY = 3
const WEEKLY = 2
const SIMPLE_KEYS = new Set(['freq', 'interval', 'count', 'until', 'wkst'])
const LAST_SAFE = Date.UTC(9998, 11, 1)

interface RuleOptions {
  freq?: number
  interval?: number
  count?: unknown
  until?: Date | null
  wkst?: unknown
}

const isWeekday = (w: unknown) => {
  const day = typeof w === 'number' ? w : (w as { weekday?: unknown } | null)?.weekday
  return typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6
}

/** The arithmetic form of a parsed RRULE (`until` already moved to wall time), or null for rrule.js. */
export function simpleRule(options: RuleOptions, dtstart: number, window: [number, number] | null): SimpleRule | null {
  if (options.freq !== DAILY && options.freq !== WEEKLY) return null
  for (const key of Object.keys(options)) if (!SIMPLE_KEYS.has(key)) return null
  const { count } = options
  if (options.wkst !== undefined && !isWeekday(options.wkst)) return null
  if (count !== undefined && !(Number.isInteger(count) && (count as number) >= 1)) return null
  const until = options.until ? options.until.getTime() : undefined
  if (until !== undefined && !Number.isFinite(until)) return null
  if (!Number.isInteger(dtstart) || dtstart % 1000 !== 0) return null
  const step = (options.freq === DAILY ? DAY_MS : 7 * DAY_MS) * (options.interval ?? 1)
  const last = Math.min(
    count === undefined ? Number.POSITIVE_INFINITY : dtstart + ((count as number) - 1) * step,
    until ?? Number.POSITIVE_INFINITY,
    window ? window[1] : Number.POSITIVE_INFINITY,
  )
  if (!(last < LAST_SAFE)) return null
  return { step, count: count as number | undefined, until }
}

/** Calls `visit` with each instance (as rrule.js would: in `window` when given, inclusive) until it answers false. */
export function walkSimpleRule(
  rule: SimpleRule,
  dtstart: number,
  window: [number, number] | null,
  visit: (d: Date) => boolean,
): void {
  let k = window ? Math.max(0, Math.ceil((window[0] - dtstart) / rule.step)) : 0
  for (; rule.count === undefined || k < rule.count; k++) {
    const t = dtstart + k * rule.step
    if (rule.until !== undefined && t > rule.until) return
    if (window && t > window[1]) return
    if (!visit(new Date(t))) return
  }
}
