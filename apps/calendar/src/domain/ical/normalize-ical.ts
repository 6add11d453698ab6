/**
 * POST /normalize/ical in the domain: split the calendar into blocks, register the VTIMEZONEs, read
 * each VEVENT (read-vevent.ts, or ical.js for whatever it declines) and complete it, handing each
 * recurring master the RECURRENCE-ID overrides of its UID. A block that does not parse becomes an
 * `errors` entry; nothing parsed -> 400.
 */
import { AppError } from '@svc/core/errors'
import ICAL from 'ical.js'
import type { CalendarEvent, EventDraft } from '../../canonical/event.js'
import { type CompleteOptions, completeEvent, type OverrideInput } from '../complete-event.js'
import { createOccurrenceBudget, type OccurrenceBudget } from '../occurrence-budget.js'
import { defaultZoneOf } from '../resolve-time.js'
import { emptyZoneBook, type ZoneBook } from '../zones.js'
import { readVeventLines } from './read-vevent.js'
import { type Block, blockText, splitIcal } from './split-ical.js'
import { type JCal, veventDraft } from './vevent-draft.js'

export interface IcalRequest {
  text: string
  calendarId: string
  defaultTimezone?: string | undefined
  window?: { from: number; to: number } | undefined
  provider?: string
  /** The request's occurrence budget, shared with its other inputs; a fresh one when absent. */
  budget?: OccurrenceBudget | undefined
}

export interface IcalError {
  index: number
  error: 'MALFORMED_EVENT'
  message: string
  line: number
  calendarId: string
}

export interface IcalResult {
  events: CalendarEvent[]
  errors: IcalError[]
}

/** The VTIMEZONE blocks, registered before any VEVENT is completed (a file may define a zone after its use). */
function registerZones(blocks: Block[], book: ZoneBook) {
  for (const block of blocks) {
    if (block.kind !== 'vtimezone') continue
    let jcal: JCal
    try {
      jcal = ICAL.parse(blockText(block)) as unknown as JCal
    } catch {
      continue
    }
    const tzid = jcal[1].find((p) => p[0] === 'tzid')?.[3]
    const location = jcal[1].find((p) => p[0] === 'x-lic-location')?.[3]
    if (typeof tzid === 'string')
      book.custom.set(tzid, { component: jcal, location: typeof location === 'string' ? location : null })
  }
}

/** Only recurring masters and RECURRENCE-ID instances wait for the others; a plain event is done at once. */
const waits = (draft: EventDraft) => Boolean(draft.recurrenceId || draft.rrule || draft.rdates?.length)

export function normalizeIcal(request: IcalRequest): IcalResult {
  const { blocks, calendarProps, sawCalendar } = splitIcal(request.text)
  const book = emptyZoneBook()
  registerZones(blocks, book)
  const zoneName = request.defaultTimezone ?? calendarProps.get('X-WR-TIMEZONE')
  const options: CompleteOptions = {
    calendarId: request.calendarId,
    provider: request.provider ?? 'ical',
    kind: 'vendor',
    scope: { book, defaultZone: defaultZoneOf(zoneName && zoneName.length < 64 ? zoneName : undefined) },
    window: request.window,
    budget: request.budget ?? createOccurrenceBudget(),
  }
  const errors: IcalError[] = []
  const fail = (index: number, line: number, message: string) =>
    errors.push({ index, error: 'MALFORMED_EVENT', message, line, calendarId: request.calendarId })
  // Events in block order; a plain event is completed as soon as it is read (its draft never outlives
  // the loop), the others are kept with their slot for the passes below.
  const events: CalendarEvent[] = []
  const waiting: { draft: EventDraft; slot: number }[] = []
  for (const block of blocks) {
    if (block.kind !== 'vevent') continue
    if (!block.terminated) {
      fail(block.index, block.line, `The VEVENT at line ${block.line} has no END:VEVENT; skipped.`)
      continue
    }
    let draft: EventDraft
    try {
      const jcal = readVeventLines(block.lines) || (ICAL.parse(blockText(block)) as unknown as JCal)
      try {
        draft = veventDraft(jcal)
      } catch {
        fail(block.index, block.line, `The VEVENT at line ${block.line} has values of the wrong type; skipped.`)
        continue
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 120) : 'unreadable'
      fail(block.index, block.line, `The VEVENT at line ${block.line} does not parse (${reason}); skipped.`)
      continue
    }
    if (waits(draft)) {
      waiting.push({ draft, slot: events.length })
      events.length += 1
    } else events.push(completeEvent(draft, options).event)
  }
  if (events.length === 0 && (errors.length > 0 || !sawCalendar))
    throw new AppError(
      'INVALID_ICAL',
      sawCalendar
        ? `No VEVENT could be read (${errors.length} malformed); send an RFC 5545 calendar.`
        : 'The body is not an iCalendar file (no BEGIN:VCALENDAR or BEGIN:VEVENT); send RFC 5545 text.',
      { errors: errors.slice(0, 100) },
    )
  const overrides = new Map<string, OverrideInput[]>()
  for (const { draft, slot } of waiting) {
    if (!draft.recurrenceId) continue
    const done = completeEvent(draft, options)
    events[slot] = done.event
    if (!done.recurrenceId || !draft.uid) continue
    const list = overrides.get(draft.uid) ?? []
    list.push({
      recurrenceId: done.recurrenceId,
      start: done.event.start,
      end: done.event.end,
      cancelled: done.event.status === 'cancelled',
    })
    overrides.set(draft.uid, list)
  }
  for (const { draft, slot } of waiting) {
    if (draft.recurrenceId) continue
    const own = draft.uid ? overrides.get(draft.uid) : undefined
    events[slot] = completeEvent(draft, own ? { ...options, overrides: own } : options).event
  }
  return { events, errors }
}
