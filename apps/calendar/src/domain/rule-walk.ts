/**
 * RRULE expansion with a step budget (RFC 5545 3.3.10), for every rule simple-rule.ts does not take.
 *
 * rrule.js iterates period by period and checks UNTIL only when a period yields an instance, and its
 * sub-daily stepping loops until BYHOUR/BYMINUTE/BYSECOND match: a rule whose parts never meet
 * (`FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30`, `FREQ=HOURLY;INTERVAL=2;BYHOUR=1` from an even hour) walks to
 * the year 9999 or forever, with no way to stop it from outside. This walk counts every day, time and
 * sub-daily period it looks at against a budget and stops when it is spent, so the work per rule is
 * bounded whatever the rule says. It also jumps straight to an expansion window when the rule has no
 * COUNT (instances of one period never depend on earlier periods then), and skips a day, hour or
 * minute that a BYxxx part rules out in one step.
 *
 * Semantics are RFC 5545's, which rrule.js (python-dateutil's algorithm) follows except in four
 * corners where this walk follows the RFC: a day's times are listed in time order (rrule.js keeps
 * the order BYHOUR/BYMINUTE/BYSECOND were written in); BYDAY mixing plain and numbered weekdays in a MONTHLY or
 * YEARLY rule is their union (dateutil intersects them); a WEEKLY BYSETPOS counts the whole week of
 * DTSTART (dateutil only the days from DTSTART on); sub-daily rules stay on the DTSTART + k x INTERVAL
 * grid when BYHOUR skips hours (dateutil shifts the grid). Equality elsewhere:
 * test/domain/rule-walk.property.test.ts. rrule.js's own BYSETPOS slips (a day listed twice for
 * `BYSETPOS=1,-1` of a one-day set, a day picked for a position beyond the set) are not followed.
 */

const DAY_MS = 86_400_000
const YEARLY = 0
const MONTHLY = 1
const WEEKLY = 2
const DAILY = 3
const HOURLY = 4
const MINUTELY = 5
const SECONDLY = 6
const UNIT_S = [0, 0, 0, 86_400, 3600, 60, 1]

/** Options as rrule.js's `parseString` gives them (a single value or a list per part). */
export interface ParsedRule {
  freq?: number
  interval?: number
  count?: number | null
  until?: Date | null
  wkst?: unknown
  bysetpos?: number | number[] | null
  bymonth?: number | number[] | null
  bymonthday?: number | number[] | null
  byyearday?: number | number[] | null
  byweekno?: number | number[] | null
  byweekday?: unknown
  byhour?: number | number[] | null
  byminute?: number | number[] | null
  bysecond?: number | number[] | null
  byeaster?: number | null
}

export interface WalkRule {
  freq: number
  interval: number
  count: number | null
  /** Wall time (inclusive). */
  until: number | null
  wkst: number
  months: boolean[] | null
  monthdays: boolean[] | null
  /** BYMONTHDAY=-n, indexed by n. */
  nmonthdays: boolean[] | null
  yeardays: boolean[] | null
  nyeardays: boolean[] | null
  weeknos: boolean[] | null
  nweeknos: boolean[] | null
  /** Plain weekdays (MO = 0). */
  weekdays: boolean[] | null
  /** Numbered weekdays (`1MO`, `-1FR`) of a MONTHLY or YEARLY rule: [weekday, n]. */
  nweekdays: [number, number][] | null
  hours: boolean[] | null
  minutes: boolean[] | null
  seconds: boolean[] | null
  /** Seconds of the day of each instance for DAILY and longer rules, sorted. */
  timeset: number[]
  /** Within the hour (HOURLY) or minute (MINUTELY): offsets in seconds, sorted. */
  subset: number[]
  setpos: number[] | null
}

export class RuleNeverMeets extends Error {}

const list = (v: unknown): number[] | null => {
  if (v === null || v === undefined) return null
  const items = Array.isArray(v) ? v : [v]
  return items.length ? (items as number[]) : null
}

function mask(values: number[] | null, min: number, max: number, part: string): boolean[] | null {
  if (!values) return null
  const out = new Array<boolean>(max + 1).fill(false)
  for (const v of values) {
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`${part} ${v} is out of range`)
    out[v] = true
  }
  return out
}

function signedMasks(values: number[] | null, max: number, part: string): [boolean[] | null, boolean[] | null] {
  if (!values) return [null, null]
  const pos = values.filter((v) => v > 0)
  const neg = values.filter((v) => v < 0).map((v) => -v)
  if (values.some((v) => v === 0)) throw new Error(`${part} 0 is out of range`)
  return [pos.length ? mask(pos, 1, max, part) : null, neg.length ? mask(neg, 1, max, part) : null]
}

const weekdayOf = (w: unknown): { weekday: number; n: number } => {
  if (typeof w === 'number') return { weekday: w, n: 0 }
  const o = w as { weekday?: unknown; n?: unknown } | null
  const weekday = o?.weekday
  if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6)
    throw new Error('BYDAY is not a weekday')
  const n = typeof o?.n === 'number' ? o.n : 0
  if (!Number.isInteger(n) || Math.abs(n) > 53) throw new Error('BYDAY ordinal is out of range')
  return { weekday, n }
}

// --- civil calendar arithmetic on day numbers (days since 1970-01-01) ---

export function civil(days: number): [number, number, number] {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d]
}

export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const LENGTHS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const monthLength = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : LENGTHS[m]!)
/** MO = 0 … SU = 6 (1970-01-01 was a Thursday). */
const weekday = (days: number) => (((days + 3) % 7) + 7) % 7

/** RFC 5545 week number of a day (week 1 holds at least four days of its year) and the weeks of that year. */
function weekNumber(days: number, wkst: number): [number, number] {
  const start = days - ((weekday(days) - wkst + 7) % 7)
  const [year] = civil(start + 3)
  const firstWeek = (y: number) => {
    const jan4 = dayNumber(y, 1, 4)
    return jan4 - ((weekday(jan4) - wkst + 7) % 7)
  }
  const first = firstWeek(year)
  const weeks = (firstWeek(year + 1) - first) / 7
  return [(start - first) / 7 + 1, weeks]
}

/** The RRULE's parts in walkable form, with DTSTART's defaults filled in as RFC 5545 3.3.10 (and dateutil) do. */
export function compileRule(options: ParsedRule, dtstart: number): WalkRule {
  const freq = options.freq
  if (freq === undefined || !Number.isInteger(freq) || freq < YEARLY || freq > SECONDLY) throw new Error('FREQ')
  const interval = options.interval ?? 1
  if (!Number.isInteger(interval) || interval < 1) throw new Error('INTERVAL')
  if (options.byeaster !== null && options.byeaster !== undefined) throw new Error('BYEASTER is not RFC 5545')
  const count = options.count ?? null
  if (count !== null && !(Number.isInteger(count) && count >= 0)) throw new Error('COUNT')
  const until = options.until ? options.until.getTime() : null
  if (until !== null && !Number.isFinite(until)) throw new Error('UNTIL')
  const startDay = Math.floor(dtstart / DAY_MS)
  const [, startMonth, startDate] = civil(startDay)
  const secondOfDay = Math.floor((dtstart - startDay * DAY_MS) / 1000)
  const startHour = Math.floor(secondOfDay / 3600)
  const startMinute = Math.floor(secondOfDay / 60) % 60
  const startSecond = secondOfDay % 60

  let bymonth = list(options.bymonth)
  let bymonthday = list(options.bymonthday)
  const byyearday = list(options.byyearday)
  const byweekno = list(options.byweekno)
  let byday =
    options.byweekday == null
      ? null
      : (Array.isArray(options.byweekday) ? options.byweekday : [options.byweekday]).map(weekdayOf)
  if (byday && byday.length === 0) byday = null
  if (!byweekno && !byyearday && !bymonthday && !byday) {
    if (freq === YEARLY) {
      bymonth ??= [startMonth]
      bymonthday = [startDate]
    } else if (freq === MONTHLY) bymonthday = [startDate]
    else if (freq === WEEKLY) byday = [{ weekday: weekday(startDay), n: 0 }]
  }
  const plain = byday?.filter((d) => d.n === 0 || freq > MONTHLY).map((d) => d.weekday) ?? []
  const numbered =
    byday?.filter((d) => d.n !== 0 && freq <= MONTHLY).map((d): [number, number] => [d.weekday, d.n]) ?? []
  const [monthdays, nmonthdays] = signedMasks(bymonthday, 31, 'BYMONTHDAY')
  const [yeardays, nyeardays] = signedMasks(byyearday, 366, 'BYYEARDAY')
  const [weeknos, nweeknos] = signedMasks(byweekno, 53, 'BYWEEKNO')
  const hoursList = list(options.byhour) ?? (freq < HOURLY ? [startHour] : null)
  const minutesList = list(options.byminute) ?? (freq < MINUTELY ? [startMinute] : null)
  const secondsList = list(options.bysecond) ?? (freq < SECONDLY ? [startSecond] : null)
  const hours = mask(hoursList, 0, 23, 'BYHOUR')
  const minutes = mask(minutesList, 0, 59, 'BYMINUTE')
  const seconds = mask(secondsList, 0, 59, 'BYSECOND')
  const setpos = list(options.bysetpos)
  if (setpos?.some((p) => !Number.isInteger(p) || p === 0 || Math.abs(p) > 366)) throw new Error('BYSETPOS')
  const uniqueSorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b)
  const timeset: number[] = []
  if (freq <= DAILY)
    for (const h of hoursList ?? [])
      for (const m of minutesList ?? []) for (const s of secondsList ?? []) timeset.push(h * 3600 + m * 60 + s)
  const subset: number[] = []
  if (freq === HOURLY) for (const m of minutesList ?? []) for (const s of secondsList ?? []) subset.push(m * 60 + s)
  if (freq === MINUTELY) for (const s of secondsList ?? []) subset.push(s)
  const rule: WalkRule = {
    freq,
    interval,
    count,
    until,
    wkst: options.wkst == null ? 0 : weekdayOf(options.wkst).weekday,
    months: mask(bymonth, 1, 12, 'BYMONTH'),
    monthdays,
    nmonthdays,
    yeardays,
    nyeardays,
    weeknos,
    nweeknos,
    weekdays: plain.length ? mask(plain, 0, 6, 'BYDAY') : null,
    nweekdays: numbered.length ? numbered : null,
    hours,
    minutes,
    seconds,
    timeset: uniqueSorted(timeset),
    subset: uniqueSorted(subset),
    setpos,
  }
  if (!canMeet(rule)) throw new RuleNeverMeets('BYMONTH and BYMONTHDAY never meet')
  return rule
}

/** A month-day list that no listed month has (Feb 30, Apr 31) can never produce an instance, at any frequency. */
function canMeet(rule: WalkRule): boolean {
  if (!rule.monthdays && !rule.nmonthdays) return true
  for (let m = 1; m <= 12; m++) {
    if (rule.months && !rule.months[m]) continue
    const longest = monthLength(2000, m)
    for (let d = 1; d <= longest; d++) if (rule.monthdays?.[d] || rule.nmonthdays?.[longest - d + 1]) return true
    // a negative day counts from the end of a shorter February too
    if (m === 2 && rule.nmonthdays?.[29]) return true
  }
  return false
}

/** Whether a day (its number and civil date) passes every day part of the rule. */
function dayMatches(rule: WalkRule, days: number, y: number, m: number, d: number): boolean {
  if (rule.months && !rule.months[m]) return false
  if (rule.monthdays || rule.nmonthdays) {
    const fromEnd = monthLength(y, m) - d + 1
    if (!rule.monthdays?.[d] && !rule.nmonthdays?.[fromEnd]) return false
  }
  if (rule.yeardays || rule.nyeardays) {
    const yd = days - dayNumber(y, 1, 1) + 1
    const fromEnd = (isLeap(y) ? 366 : 365) - yd + 1
    if (!rule.yeardays?.[yd] && !rule.nyeardays?.[fromEnd]) return false
  }
  if (rule.weeknos || rule.nweeknos) {
    const [n, weeks] = weekNumber(days, rule.wkst)
    if (!rule.weeknos?.[n] && !rule.nweeknos?.[weeks - n + 1]) return false
  }
  if (rule.weekdays || rule.nweekdays) {
    const wd = weekday(days)
    if (!rule.weekdays?.[wd] && !numberedWeekday(rule, days, wd, y, m)) return false
  }
  return true
}

/** `1MO` / `-1FR`: within the month (MONTHLY, or YEARLY with BYMONTH), else within the year. */
function numberedWeekday(rule: WalkRule, days: number, wd: number, y: number, m: number): boolean {
  if (!rule.nweekdays) return false
  const byMonth = rule.freq === MONTHLY || rule.months !== null
  const first = byMonth ? dayNumber(y, m, 1) : dayNumber(y, 1, 1)
  const length = byMonth ? monthLength(y, m) : isLeap(y) ? 366 : 365
  const index = days - first
  const pos = Math.floor(index / 7) + 1
  const neg = -(Math.floor((length - 1 - index) / 7) + 1)
  return rule.nweekdays.some(([w, n]) => w === wd && (n === pos || n === neg))
}

export interface StepBudget {
  /** Steps still allowed; the walk stops when it reaches 0. */
  left: number
}

/** How a walk ended: the rule has no more instances (`done`), the visitor stopped it, or the budget ran out. */
export type WalkEnd = 'done' | 'stopped' | 'budget'

function pickSetpos(candidates: number[], setpos: number[] | null): number[] {
  if (!setpos) return candidates
  const out = new Set<number>()
  for (const p of setpos) {
    const i = p < 0 ? candidates.length + p : p - 1
    if (i >= 0 && i < candidates.length) out.add(candidates[i]!)
  }
  return [...out].sort((a, b) => a - b)
}

/** First and last day number of period k of a DAILY-or-longer rule. */
function periodDays(rule: WalkRule, anchor: { y: number; m: number; day: number }, k: number): [number, number] {
  const step = k * rule.interval
  switch (rule.freq) {
    case YEARLY: {
      const y = anchor.y + step
      return [dayNumber(y, 1, 1), dayNumber(y, 12, 31)]
    }
    case MONTHLY: {
      const index = anchor.y * 12 + (anchor.m - 1) + step
      const y = Math.floor(index / 12)
      const m = index - y * 12 + 1
      const first = dayNumber(y, m, 1)
      return [first, first + monthLength(y, m) - 1]
    }
    case WEEKLY: {
      const first = anchor.day + 7 * step
      return [first, first + 6]
    }
    default:
      return [anchor.day + step, anchor.day + step]
  }
}

/**
 * Calls `visit` with each instance (wall time) from DTSTART on, in order, within `range` when given
 * (inclusive, as rrule.js's `between`), until the rule ends, `visit` answers false, or `budget` is spent.
 */
export function walkRule(
  rule: WalkRule,
  dtstart: number,
  range: [number, number] | null,
  visit: (wall: number) => boolean,
  budget: StepBudget,
): WalkEnd {
  let emitted = 0
  /** Ends the walk (a WalkEnd) or continues it (null) after one candidate. */
  const offer = (wall: number): WalkEnd | null => {
    if (wall < dtstart) return null
    if (rule.until !== null && wall > rule.until) return 'done'
    if (range && wall > range[1]) return 'done'
    emitted += 1
    if (!range || wall >= range[0]) if (!visit(wall)) return 'stopped'
    if (rule.count !== null && emitted >= rule.count) return 'done'
    return null
  }
  if (rule.count === 0) return 'done'
  const end = rule.until ?? Number.POSITIVE_INFINITY
  const last = Math.min(end, range ? range[1] : Number.POSITIVE_INFINITY)
  if (rule.freq >= HOURLY) return walkSubDaily(rule, dtstart, range, last, offer, budget)

  const startDay = Math.floor(dtstart / DAY_MS)
  const [y, m] = civil(startDay)
  const anchor = {
    y,
    m,
    day: rule.freq === WEEKLY ? startDay - ((weekday(startDay) - rule.wkst + 7) % 7) : startDay,
  }
  // Without COUNT a period's instances do not depend on the ones before: start at the window.
  let k = 0
  if (range && rule.count === null && range[0] > dtstart) {
    const target = Math.floor(range[0] / DAY_MS)
    const [ty, tm] = civil(target)
    const periods =
      rule.freq === YEARLY
        ? ty - y
        : rule.freq === MONTHLY
          ? (ty - y) * 12 + (tm - m)
          : rule.freq === WEEKLY
            ? Math.floor((target - anchor.day) / 7)
            : target - anchor.day
    k = Math.max(0, Math.floor(periods / rule.interval) - 1)
  }
  const days: number[] = []
  const lastDay = Math.floor(last / DAY_MS)
  for (; ; k++) {
    const [first, final] = periodDays(rule, anchor, k)
    if (first > lastDay) return 'done'
    if (final > 2_932_896 + 366) return 'done' // past the year 9999
    days.length = 0
    let [cy, cm, cd] = civil(first)
    let monthEnd = monthLength(cy, cm)
    for (let d = first; d <= final; ) {
      if (budget.left <= 0) return 'budget'
      budget.left -= 1
      if (rule.months && !rule.months[cm]) {
        // a month the rule rules out is skipped in one step
        d += monthEnd - cd + 1
        cd = monthEnd
      } else {
        if (dayMatches(rule, d, cy, cm, cd)) days.push(d)
        d += 1
      }
      if (++cd > monthEnd) {
        cd = 1
        if (++cm > 12) {
          cm = 1
          cy += 1
        }
        monthEnd = monthLength(cy, cm)
      }
    }
    if (days.length === 0) continue
    budget.left -= days.length * rule.timeset.length
    const candidates: number[] = []
    for (const d of days) for (const t of rule.timeset) candidates.push(d * DAY_MS + t * 1000)
    for (const wall of pickSetpos(candidates, rule.setpos)) {
      const ended = offer(wall)
      if (ended) return ended
    }
  }
}

function walkSubDaily(
  rule: WalkRule,
  dtstart: number,
  range: [number, number] | null,
  last: number,
  offer: (wall: number) => WalkEnd | null,
  budget: StepBudget,
): WalkEnd {
  const unit = UNIT_S[rule.freq]! * 1000
  const grid = unit * rule.interval
  /** The first grid point at or after `wall`. */
  const after = (wall: number) => Math.max(0, Math.ceil((wall - dtstart) / grid))
  let k =
    range && rule.count === null && range[0] > dtstart ? Math.max(0, Math.floor((range[0] - dtstart) / grid) - 1) : 0
  let cachedDay = Number.NaN
  let dayOk = false
  for (;;) {
    if (budget.left <= 0) return 'budget'
    budget.left -= 1
    const t = dtstart + k * grid
    const periodStart = t - (((t % unit) + unit) % unit)
    if (periodStart > last) return 'done'
    if (t > Date.UTC(9999, 11, 31)) return 'done'
    const day = Math.floor(t / DAY_MS)
    if (day !== cachedDay) {
      cachedDay = day
      const [y, m, d] = civil(day)
      dayOk = dayMatches(rule, day, y, m, d)
    }
    if (!dayOk) {
      k = after((day + 1) * DAY_MS)
      continue
    }
    const secondOfDay = Math.floor((t - day * DAY_MS) / 1000)
    const hour = Math.floor(secondOfDay / 3600)
    if (rule.hours && !rule.hours[hour]) {
      k = after(day * DAY_MS + (hour + 1) * 3_600_000)
      continue
    }
    const minute = Math.floor(secondOfDay / 60) % 60
    if (rule.freq >= MINUTELY && rule.minutes && !rule.minutes[minute]) {
      k = after(day * DAY_MS + (hour * 60 + minute + 1) * 60_000)
      continue
    }
    if (rule.freq === SECONDLY && rule.seconds && !rule.seconds[secondOfDay % 60]) {
      k += 1
      continue
    }
    let candidates: number[]
    if (rule.freq === SECONDLY) candidates = [t]
    else {
      budget.left -= rule.subset.length
      candidates = rule.subset.map((s) => periodStart + s * 1000)
    }
    for (const wall of pickSetpos(candidates, rule.setpos)) {
      const ended = offer(wall)
      if (ended) return ended
    }
    k += 1
  }
}
