/** The canonical calendar event (README.md) and the draft every adapter returns. */
import type { Warning } from '@svc/normalize-kit'

export type EventStatus = 'confirmed' | 'tentative' | 'cancelled'
export type AttendeeStatus = 'accepted' | 'declined' | 'tentative' | 'needs_action'
export type AttendeeRole = 'chair' | 'required' | 'optional' | 'non_participant'

/** A time as the source wrote it: a wall time (`YYYY-MM-DDTHH:mm:ss`) with its zone id, an instant (`…Z` / `±hh:mm`), or a date. */
export interface TimeInput {
  value: string
  tzid?: string | null | undefined
  dateOnly?: boolean | undefined
  /** An `RDATE;VALUE=PERIOD` instance's own end: a date-time or a duration (RFC 5545 3.8.5.2). */
  periodEnd?: string | undefined
  /**
   * Set by an epoch reader (normalize-kit `toIsoUtc`): the count's size contradicted its declared unit
   * and it was read in the other (`unit_corrected`), or no unit makes it a date before the year 5138.
   */
  epochCheck?: 'unit_corrected' | 'out_of_range' | undefined
}

export interface Person {
  email: string | null
  name: string | null
}

export interface Attendee extends Person {
  role: AttendeeRole | null
  status: AttendeeStatus | null
}

export interface Reminder {
  minutesBefore: number
  method: string | null
}

export interface EventDraft {
  sourceId?: string | null | undefined
  uid?: string | null | undefined
  title?: string | null | undefined
  description?: string | null | undefined
  location?: { text?: string | null; url?: string | null; onlineMeetingUrl?: string | null } | undefined
  start?: TimeInput | null | undefined
  end?: TimeInput | null | undefined
  /** ISO 8601 duration (`PT1H`, `P1D`) or minutes, used when there is no end. */
  duration?: string | number | null | undefined
  allDay?: boolean | undefined
  status?: EventStatus | null | undefined
  organizer?: Person | null | undefined
  attendees?: Attendee[] | undefined
  rrule?: string | null | undefined
  /** RRULE lines after the first (RFC 2445 allowed several). */
  extraRrules?: string[] | undefined
  exdates?: TimeInput[] | undefined
  rdates?: TimeInput[] | undefined
  recurrenceId?: TimeInput | null | undefined
  reminders?: Reminder[] | undefined
}

/** `local` is the wall time as written in `timezone`; `utc` the instant. All-day values are dates in both. */
export interface EventTime {
  local: string
  utc: string
  timezone: string | null
}

export interface Occurrence {
  start: EventTime
  end: EventTime | null
  /** True when a RECURRENCE-ID override replaced the generated instance. */
  overridden: boolean
}

export interface Recurrence {
  rrule: string | null
  exdates: EventTime[]
  rdates: EventTime[]
  humanText: string | null
  nextOccurrences: Occurrence[]
}

export interface CalendarEvent {
  id: string
  uid: string | null
  title: string | null
  description: string | null
  location: { text: string | null; url: string | null; onlineMeetingUrl: string | null }
  start: EventTime | null
  end: EventTime | null
  allDay: boolean
  status: EventStatus
  organizer: Person | null
  attendees: Attendee[]
  recurrence: Recurrence | null
  recurrenceId: EventTime | null
  reminders: Reminder[]
  provenance: { calendarId: string; sourceId: string | null; provider: string }
  interpretation: { confidence: number; warnings: Warning[] }
}

/** What the iCalendar-bearing adapters (ical, caldav, apple) return: the calendar text, read by the iCal path. */
export interface IcsDraft {
  ics: string
}

export type AdapterOutput = EventDraft | IcsDraft
