/**
 * POST /normalize/ical in the domain: split the calendar into blocks, parse each (read-vevent.ts,
 * or ical.js for whatever it declines),
 * register the VTIMEZONEs, complete every VEVENT, and hand each recurring master the RECURRENCE-ID
 * overrides of its UID. A block that does not parse becomes an `errors` entry; nothing parsed -> 400.
 */
import { AppError } from '@svc/core/errors'
import ICAL from 'ical.js'
import type { CalendarEvent, EventDraft } from '../../canonical/event.js'
import { type CompleteOptions, completeEvent, type OverrideInput } from '../complete-event.js'
import { createOccurrenceBudget, type OccurrenceBudget } from '../occurrence-budget.js'
import { defaultZoneOf } from '../resolve-time.js'
import { emptyZoneBook } from '../zones.js'
import { readVeventLines } from './read-vevent.js'
import { blockText, splitIcal } from './split-ical.js'
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

export function normalizeIcal(request: IcalRequest): IcalResult {
  const { blocks, calendarProps, sawCalendar } = splitIcal(request.text)
  const book = emptyZoneBook()
  const errors: IcalError[] = []
  const fail = (index: number, line: number, message: string) =>
    errors.push({ index, error: 'MALFORMED_EVENT', message, line, calendarId: request.calendarId })
  const drafts: { draft: EventDraft; index: number }[] = []
  for (const block of blocks) {
    if (block.kind === 'vevent' && !block.terminated) {
      fail(block.index, block.line, `The VEVENT at line ${block.line} has no END:VEVENT; skipped.`)
      continue
    }
    let jcal: JCal
    try {
      jcal =
        (block.kind === 'vevent' && readVeventLines(block.lines)) || (ICAL.parse(blockText(block)) as unknown as JCal)
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 120) : 'unreadable'
      if (block.kind === 'vevent')
        fail(block.index, block.line, `The VEVENT at line ${block.line} does not parse (${reason}); skipped.`)
      continue
    }
    if (block.kind === 'vtimezone') {
      const tzid = jcal[1].find((p) => p[0] === 'tzid')?.[3]
      const location = jcal[1].find((p) => p[0] === 'x-lic-location')?.[3]
      if (typeof tzid === 'string')
        book.custom.set(tzid, { component: jcal, location: typeof location === 'string' ? location : null })
      continue
    }
    try {
      drafts.push({ draft: veventDraft(jcal), index: block.index })
    } catch {
      fail(block.index, block.line, `The VEVENT at line ${block.line} has values of the wrong type; skipped.`)
    }
  }
  if (drafts.length === 0 && (errors.length > 0 || !sawCalendar))
    throw new AppError(
      'INVALID_ICAL',
      sawCalendar
        ? `No VEVENT could be read (${errors.length} malformed); send an RFC 5545 calendar.`
        : 'The body is not an iCalendar file (no BEGIN:VCALENDAR or BEGIN:VEVENT); send RFC 5545 text.',
      { errors: errors.slice(0, 100) },
    )
  const zoneName = request.defaultTimezone ?? calendarProps.get('X-WR-TIMEZONE')
  const defaultZone = defaultZoneOf(zoneName && zoneName.length < 64 ? zoneName : undefined)
  const options: CompleteOptions = {
    calendarId: request.calendarId,
    provider: request.provider ?? 'ical',
    kind: 'vendor',
    scope: { book, defaultZone },
    window: request.window,
    budget: request.budget ?? createOccurrenceBudget(),
  }
  const events: CalendarEvent[] = new Array(drafts.length)
  const overrides = new Map<string, OverrideInput[]>()
  drafts.forEach(({ draft }, i) => {
    if (!draft.recurrenceId) return
    const done = completeEvent(draft, options)
    events[i] = done.event
    if (!done.recurrenceId || !draft.uid) return
    const list = overrides.get(draft.uid) ?? []
    list.push({
      recurrenceId: done.recurrenceId,
      start: done.event.start,
      end: done.event.end,
      cancelled: done.event.status === 'cancelled',
    })
    overrides.set(draft.uid, list)
  })
  drafts.forEach(({ draft }, i) => {
    if (draft.recurrenceId) return
    const own = draft.uid ? overrides.get(draft.uid) : undefined
    events[i] = completeEvent(draft, own ? { ...options, overrides: own } : options).event
  })
  return { events, errors }
}
