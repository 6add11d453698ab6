/**
 * Recurrence expansion in wall time (RFC 5545 3.8.5): rrule runs in "floating" mode on wall times
 * (wall.ts), each instance is then converted with its zone (luxon), so a weekly 09:00
 * America/New_York meeting stays 09:00 local across the March change while its UTC moves. EXDATEs
 * in other zones or UTC are converted to the event's wall time before they are matched; RECURRENCE-ID
 * overrides replace their instance. Bounded: at most `limit` (≤ 1,000) instances, fewer when the
 * request's occurrence budget runs out, and an RRULE with no end never iterates past MAX_PERIODS periods.
 */
import * as rruleNs from 'rrule'
import type { EventTime, Occurrence, Recurrence } from '../canonical/event.js'
import { type OccurrenceBudget, occurrencesLeft, stepsLeft } from './occurrence-budget.js'
import { eventTime, type ResolvedTime } from './resolve-time.js'
import { compileRule, RuleNeverMeets, walkRule } from './rule-walk.js'
import { simpleRule, walkSimpleRule } from './simple-rule.js'
import { DAY_MS } from './wall.js'

/** rrule ships CommonJS whose named exports Node's ESM loader cannot see: read them off the default export. */
const { RRule } = ((rruleNs as unknown as { default?: typeof rruleNs }).default ?? rruleNs) as typeof rruleNs

export const MAX_OCCURRENCES = 1000
export const DEFAULT_OCCURRENCES = 10
/** Periods an RRULE may iterate (daily and longer / sub-daily): bounds the work of rules that never match. */
const MAX_PERIODS = 500_000
const MAX_SUBDAILY_PERIODS = 50_000
/**
 * Steps (days, times and sub-daily periods looked at) one RRULE may take, and one request in all
 * (occurrence-budget.ts): 20 hostile rules cost what one does. Measured in the README.
 */
export const RULE_STEPS = 100_000
/** RRULE lines merged per event beyond the first (each walks under the same budgets). */
const MAX_EXTRA_RRULES = 9
const PERIOD_MS = [365 * DAY_MS, 31 * DAY_MS, 7 * DAY_MS, DAY_MS, 3_600_000, 60_000, 1000]

export interface Override {
  start: EventTime | null
  end: EventTime | null
  cancelled: boolean
  /** A PERIOD RDATE's own span, listed as an ordinary (not overridden) instance. */
  period?: boolean
}

export interface ExpandRequest {
  start: ResolvedTime
  /** End minus start in wall time (nominal duration), or null without an end. */
  durationWall: number | null
  rrule: string | null
  /** Further RRULE lines of the same event (RFC 2445 allowed several; their instances are merged). */
  extraRrules?: string[] | undefined
  exdates: ResolvedTime[]
  rdates: ResolvedTime[]
  overrides: Map<number, Override>
  window?: { from: number; to: number } | undefined
  /** The request's shared budget (occurrence-budget.ts); without one only the per-event limit applies. */
  budget?: OccurrenceBudget | undefined
  warn(code: string, message: string, field?: string): void
}

/** The wall time of `other` as seen in the event's zone (a UTC or other-zone EXDATE moves with the offset). */
export function wallInEventZone(start: ResolvedTime, other: ResolvedTime): number {
  if (start.dateOnly || other.dateOnly || other.floating || start.floating) return other.wall
  return start.zone.toWall(other.instant)
}

/** `range`: the expansion window in wall time, or null for the first instances. */
function parseRule(text: string, start: ResolvedTime, warn: ExpandRequest['warn'], range: [number, number] | null) {
  try {
    const body = text.replace(/^RRULE:/i, '').trim()
    const options = RRule.parseString(body)
    if (options.freq === undefined) throw new Error('no FREQ')
    if (options.interval !== undefined && !(Number.isInteger(options.interval) && options.interval >= 1))
      throw new Error('INTERVAL')
    const original = { ...options }
    const untilRaw = /UNTIL=([0-9TZ]+)/i.exec(body)?.[1]
    if (options.until && untilRaw?.toUpperCase().endsWith('Z') && !start.dateOnly && !start.floating)
      options.until = new Date(start.zone.toWall(options.until.getTime()))
    const periods = options.freq >= 4 ? MAX_SUBDAILY_PERIODS : MAX_PERIODS
    const cap = start.wall + periods * PERIOD_MS[options.freq]! * (options.interval ?? 1)
    if (!options.until && !options.count) options.until = new Date(Math.min(cap, Date.UTC(9999, 0)))
    else if (options.until && options.until.getTime() > cap) options.until = new Date(cap)
    const simple = simpleRule(options, start.wall, range)
    if (simple) return { rule: null, simple, original, body }
    return { rule: compileRule(options, start.wall), simple, original, body }
  } catch (error) {
    if (error instanceof RuleNeverMeets)
      warn(
        'RRULE_INVALID',
        'The RRULE can never produce an instance (its BYMONTH and BYMONTHDAY never meet); no expansion.',
        'recurrence.rrule',
      )
    else
      warn(
        'RRULE_INVALID',
        'The RRULE could not be read; the event is kept without its recurrence.',
        'recurrence.rrule',
      )
    return null
  }
}

const texts = new Map<string, string | null>()

/** rrule's toText (English), memoized per RRULE text: it depends on the rule only, and calendars repeat rules. */
function describe(body: string, options: ReturnType<typeof RRule.parseString>): string | null {
  let text = texts.get(body)
  if (text !== undefined) return text
  try {
    text = new RRule({ ...options, tzid: null }).toText()
  } catch {
    text = null
  }
  if (texts.size > 10_000) texts.clear()
  texts.set(body, text)
  return text
}

function spend(budget: OccurrenceBudget, listed: number, cut: boolean, warn: ExpandRequest['warn']) {
  budget.used += listed
  if (!cut) return
  budget.eventsTruncated += 1
  warn(
    'OCCURRENCE_BUDGET_EXCEEDED',
    `The request's budget of ${budget.limit.toLocaleString('en-US')} occurrences is spent; nextOccurrences lists ${listed} of this event's instances. Narrow expandWindow or send fewer recurring events per request.`,
    'recurrence.nextOccurrences',
  )
}

export function expandRecurrence(request: ExpandRequest): Recurrence {
  const { start, durationWall, window, warn } = request
  const zone = start.dateOnly ? null : start.zone
  const fromWall = window ? (zone ? zone.toWall(window.from) : window.from) - DAY_MS - (durationWall ?? 0) : 0
  const toWall = window ? (zone ? zone.toWall(window.to) : window.to) + DAY_MS : 0
  const range: [number, number] | null = window ? [fromWall, toWall] : null
  const parsed = request.rrule ? parseRule(request.rrule, start, warn, range) : null
  // EXDATE/RDATE of the other value type than DTSTART (RFC 5545 3.8.5.1/3.8.5.2 want the same type;
  // Google, Outlook and ical.js accept both): a DATE EXDATE removes every instance starting on that
  // day; a DATE-TIME EXDATE on an all-day event removes that day's instance; a DATE RDATE adds an
  // instance at DTSTART's time of day; a DATE-TIME RDATE on an all-day event adds its day.
  const dayOf = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS
  const timeOfDay = start.wall - dayOf(start.wall)
  const exdates = new Set<number>()
  const exdays = new Set<number>()
  for (const e of request.exdates) {
    const wall = wallInEventZone(start, e)
    if (e.dateOnly && !start.dateOnly) exdays.add(dayOf(wall))
    else exdates.add(start.dateOnly && !e.dateOnly ? dayOf(wall) : wall)
  }
  const rdateWall = (r: ResolvedTime) => {
    const wall = wallInEventZone(start, r)
    if (r.dateOnly && !start.dateOnly) return wall + timeOfDay
    return start.dateOnly && !r.dateOnly ? dayOf(wall) : wall
  }
  const limit = window ? MAX_OCCURRENCES : DEFAULT_OCCURRENCES
  const cap = request.budget ? occurrencesLeft(request.budget, limit) : limit
  const spare = exdates.size + exdays.size + request.overrides.size
  const instantOf = (wall: number) => (zone ? zone.toUtc(wall) : wall)

  const walls = new Set<number>([start.wall, ...request.rdates.map(rdateWall)])
  /** The rule may have more instances than were collected (the collection stopped, not the rule). */
  let stopped = false
  const expandOne = (parsed: NonNullable<ReturnType<typeof parseRule>>) => {
    let taken = 0
    const collect = (d: Date) => {
      walls.add(d.getTime())
      taken += 1
      stopped = taken >= cap + spare + 1
      return !stopped
    }
    if (parsed.simple) walkSimpleRule(parsed.simple, start.wall, range, collect)
    else if (parsed.rule) {
      const steps = { left: Math.min(RULE_STEPS, stepsLeft(request.budget)) }
      const before = steps.left
      const end = walkRule(parsed.rule, start.wall, range, (wall) => collect(new Date(wall)), steps)
      if (request.budget) request.budget.steps += before - steps.left
      if (end === 'budget') {
        stopped = true
        warn(
          'RRULE_BUDGET_EXCEEDED',
          before === 0
            ? "The request's RRULE expansion budget (300,000 steps) is spent; only DTSTART is listed."
            : `Expanding the RRULE took more than its ${before} steps (${taken} instances found); nextOccurrences may be incomplete.${taken === 0 ? ' The rule probably never produces an instance.' : ''}`,
          'recurrence.nextOccurrences',
        )
      } else if (taken === 0 && !window && end === 'done')
        warn(
          'RRULE_INVALID',
          'The RRULE produces no instance (not even DTSTART) within its horizon; only DTSTART is listed.',
          'recurrence.rrule',
        )
    }
  }
  if (parsed) expandOne(parsed)
  const extra = (request.extraRrules ?? []).slice(0, MAX_EXTRA_RRULES)
  if (extra.length > 0) {
    warn(
      'RRULE_MULTIPLE',
      `The event has ${extra.length + 1} RRULE lines (RFC 5545 allows one); their instances are merged, as RFC 2445 did.`,
      'recurrence.rrule',
    )
    for (const text of extra) {
      const more = parseRule(text, start, warn, range)
      if (more) expandOne(more)
    }
  }
  const occurrences: Occurrence[] = []
  let cut = false
  for (const wall of [...walls].sort((a, b) => a - b)) {
    if (exdates.has(wall) || (exdays.size > 0 && exdays.has(dayOf(wall)))) continue
    const override = request.overrides.get(wall)
    if (override?.cancelled) continue
    const begin = instantOf(wall)
    if (window && (begin < window.from - (durationWall ?? 0) || begin >= window.to)) continue
    if (occurrences.length >= cap) {
      cut = cap < limit
      break
    }
    if (override?.start) occurrences.push({ start: override.start, end: override.end, overridden: !override.period })
    else
      occurrences.push({
        start: eventTime(wall, zone, start.dateOnly),
        end: durationWall === null ? null : eventTime(wall + durationWall, zone, start.dateOnly),
        overridden: false,
      })
  }
  // A list filled to a budget-shortened cap is cut if the loop saw one more instance, or the rule may have more.
  if (cap < limit && occurrences.length >= cap && stopped) cut = true
  if (request.budget) spend(request.budget, occurrences.length, cut, warn)
  const humanText = parsed ? describe(parsed.body, parsed.original) : null
  return {
    rrule: parsed?.body ?? request.rrule ?? null,
    exdates: request.exdates.map((e) => e.time),
    rdates: request.rdates.map((r) => r.time),
    humanText,
    nextOccurrences: occurrences,
  }
}
