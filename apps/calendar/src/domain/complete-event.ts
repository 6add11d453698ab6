/**
 * EventDraft -> CalendarEvent: resolve the times in their zones, derive the end from DURATION,
 * check END_BEFORE_START, expand the recurrence (with the RECURRENCE-ID overrides of the same UID),
 * read the words (title, description, location, names) as text, and score confidence from the warnings.
 */
import { createHash } from 'node:crypto'
import { missingFields, plainText, scoreConfidence, type Warning } from '@svc/normalize-kit'
import type { CalendarEvent, EventDraft, EventTime } from '../canonical/event.js'
import { durationMs } from './duration.js'
import type { OccurrenceBudget } from './occurrence-budget.js'
import { expandRecurrence, type Override, wallInEventZone } from './recurrence.js'
import { eventTime, type ResolvedTime, resolveTime, type TimeScope } from './resolve-time.js'
import { CALENDAR_WARNINGS } from './warnings.js'

const CORE_FIELDS = ['title', 'start']

/**
 * The one place event words become text: providers write HTML descriptions (Google Calendar, Graph and
 * EWS bodies, iCalendar X-ALT-DESC) and entities in titles and names. normalize-kit's `plainText`
 * decodes every reference once and drops tags; text without markup is only tidied. Adapters pass the
 * vendor's value through untouched, so nothing is decoded twice.
 */
const words = (value: string | null | undefined): string | null => (value ? plainText(value) || null : null)
const named = <T extends { name: string | null }>(person: T): T => ({ ...person, name: words(person.name) })
/** Sources that carry RFC 5545 VEVENTs (3.6.1's end rules apply to them, not to vendor JSON). */
const ICAL_FAMILY = new Set(['ical', 'caldav', 'apple'])

export interface OverrideInput {
  recurrenceId: ResolvedTime
  start: EventTime | null
  end: EventTime | null
  cancelled: boolean
}

export interface CompleteOptions {
  calendarId: string
  provider: string
  kind: 'vendor' | 'generic'
  scope: Omit<TimeScope, 'warn'>
  /** Warnings the adapter already recorded (SOURCE_MISMATCH, UNKNOWN_CODE, ...). */
  warnings?: readonly Warning[]
  window?: { from: number; to: number } | undefined
  budget?: OccurrenceBudget | undefined
  overrides?: OverrideInput[]
}

export interface Completed {
  event: CalendarEvent
  start: ResolvedTime | null
  recurrenceId: ResolvedTime | null
}

export function completeEvent(draft: EventDraft, options: CompleteOptions): Completed {
  const warnings: Warning[] = [...(options.warnings ?? [])]
  const warn = (code: string, message: string, field?: string) => {
    if (!warnings.some((w) => w.code === code && w.field === field))
      warnings.push(field ? { code, message, field } : { code, message })
  }
  const scope: TimeScope = { ...options.scope, warn }
  const allDay = draft.allDay === true || draft.start?.dateOnly === true
  const at = (input: EventDraft['start'], field: string) =>
    input ? resolveTime(allDay && input.dateOnly === undefined ? { ...input } : input, scope, field) : null
  const start = at(draft.start, 'start')
  let end = at(draft.end, 'end')
  let durationWall = start && end ? wallInEventZone(start, end) - start.wall : null
  if (start && !end && draft.duration != null) {
    const ms = durationMs(draft.duration)
    if (ms === null)
      warn('INVALID_DATE', 'DURATION is not an RFC 5545 duration of at most 100 years; no end derived.', 'end')
    else {
      durationWall = ms
      end = {
        ...start,
        wall: start.wall + ms,
        time: eventTime(start.wall + ms, start.dateOnly ? null : start.zone, start.dateOnly),
        instant: start.dateOnly ? start.wall + ms : start.zone.toUtc(start.wall + ms),
      }
    }
  }
  if (start && !end && allDay) {
    // RFC 5545 3.6.1: a DATE start without an end lasts one day; ends are exclusive.
    durationWall = 86_400_000
    const wall = start.wall + durationWall
    end = { ...start, wall, time: eventTime(wall, null, true), instant: wall }
  }
  if (start && !end && !allDay && draft.duration == null && ICAL_FAMILY.has(options.provider)) {
    // RFC 5545 3.6.1: a DATE-TIME DTSTART with neither DTEND nor DURATION ends at its start
    durationWall = 0
    end = start
  }
  if (start && end && durationWall !== null && durationWall < 0) {
    warn('END_BEFORE_START', 'The end is before the start; the end was dropped.', 'end')
    end = null
    durationWall = null
  }
  const recurrenceId = draft.recurrenceId ? resolveTime(draft.recurrenceId, scope, 'recurrenceId') : null
  const recurring = Boolean(draft.rrule) || (draft.rdates?.length ?? 0) > 0
  let recurrence: CalendarEvent['recurrence'] = null
  if (start && recurring) {
    const overrides = new Map<number, Override>()
    for (const o of options.overrides ?? [])
      overrides.set(wallInEventZone(start, o.recurrenceId), { start: o.start, end: o.end, cancelled: o.cancelled })
    const times = (list: EventDraft['exdates'], field: string) =>
      (list ?? []).map((t) => resolveTime(t, scope, field)).filter((t): t is ResolvedTime => t !== null)
    // RFC 5545 3.8.5.2: a PERIOD RDATE keeps its own end (or duration), not the master's
    for (const r of draft.rdates ?? []) {
      if (!r.periodEnd) continue
      const at = resolveTime(r, scope, 'recurrence.rdates')
      if (!at || at.dateOnly || start.dateOnly) continue
      const ms = /^[+-]?P/i.test(r.periodEnd) ? durationMs(r.periodEnd) : null
      const endAt =
        ms !== null
          ? eventTime(at.wall + ms, at.zone, false)
          : (resolveTime({ value: r.periodEnd, tzid: r.tzid }, scope, 'recurrence.rdates')?.time ?? null)
      const wall = wallInEventZone(start, at)
      if (!overrides.has(wall)) overrides.set(wall, { start: at.time, end: endAt, cancelled: false, period: true })
    }
    recurrence = expandRecurrence({
      start,
      durationWall,
      rrule: draft.rrule ?? null,
      extraRrules: draft.extraRrules,
      exdates: times(draft.exdates, 'recurrence.exdates'),
      rdates: times(draft.rdates, 'recurrence.rdates'),
      overrides,
      window: options.window,
      budget: options.budget,
      warn,
    })
  }
  const partial = {
    uid: draft.uid ?? null,
    title: words(draft.title),
    description: words(draft.description),
    location: {
      text: words(draft.location?.text),
      url: draft.location?.url ?? null,
      onlineMeetingUrl: draft.location?.onlineMeetingUrl ?? null,
    },
    start: start?.time ?? null,
    end: end?.time ?? null,
    allDay: Boolean(start?.dateOnly),
    status: draft.status ?? 'confirmed',
    organizer: draft.organizer ? named(draft.organizer) : null,
    attendees: (draft.attendees ?? []).map(named),
    recurrence,
    recurrenceId: recurrenceId?.time ?? null,
    reminders: draft.reminders ?? [],
  }
  const own = draft.uid ?? draft.sourceId
  const base = own ?? `sha256-${createHash('sha256').update(JSON.stringify(draft)).digest('hex').slice(0, 16)}`
  const event: CalendarEvent = {
    id: `${options.provider}:${base}${recurrenceId ? `@${recurrenceId.time.local}` : ''}`,
    ...partial,
    provenance: {
      calendarId: options.calendarId,
      sourceId: draft.sourceId ?? draft.uid ?? null,
      provider: options.provider,
    },
    interpretation: {
      confidence: scoreConfidence(
        { kind: options.kind, missingFields: missingFields(partial, CORE_FIELDS), warnings },
        CALENDAR_WARNINGS,
      ),
      warnings,
    },
  }
  return { event, start, recurrenceId }
}
