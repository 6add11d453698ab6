/** Google Calendar API v3 Event resource: https://developers.google.com/workspace/calendar/api/v3/reference/events */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { AttendeeStatus, EventDraft, EventStatus } from '../canonical/event.js'
import { readRecurrenceLines } from '../domain/ical/recurrence-lines.js'
import type { Payload } from './shared.js'
import { attendee, person, str, timeOf } from './shared.js'

type R = Payload
const STATUS = codeTable<EventStatus>({ confirmed: ['confirmed'], tentative: ['tentative'], cancelled: ['cancelled'] })
const RESPONSE = codeTable<AttendeeStatus>({
  accepted: ['accepted'],
  declined: ['declined'],
  tentative: ['tentative'],
  needs_action: ['needsAction'],
})

export const google = defineAdapter<R, EventDraft>({
  key: 'google',
  aliases: ['google_calendar', 'gcal'],
  category: 'calendar',
  source: {
    object: 'Event',
    apiVersion: 'v3',
    docs: 'https://developers.google.com/workspace/calendar/api/v3/reference/events',
  },
  detect: { equals: { kind: 'calendar#event' }, required: ['start'], bonus: ['iCalUID', 'htmlLink', 'etag'] },
  envelopes: ['items.0'],
  normalize(p, ctx) {
    const rec = readRecurrenceLines(p.recurrence)
    const video = ctx.list<R, string>(p.conferenceData?.entryPoints, (e) =>
      e.entryPointType === 'video' ? (str(e.uri) ?? undefined) : undefined,
    )
    return {
      sourceId: str(p.id),
      uid: str(p.iCalUID) ?? str(p.id),
      title: str(p.summary),
      description: str(p.description),
      location: {
        text: str(p.location),
        url: str(p.htmlLink),
        onlineMeetingUrl: str(p.hangoutLink) ?? video[0] ?? null,
      },
      start: timeOf(p.start),
      // "An end time is still provided for compatibility reasons, even if this attribute is set to True" (Event reference)
      end: p.endTimeUnspecified === true ? null : timeOf(p.end),
      allDay: Boolean(p.start?.date),
      status: ctx.code(STATUS, p.status, 'status') ?? null,
      organizer: person(p.organizer?.email, p.organizer?.displayName),
      attendees: ctx.list<R, ReturnType<typeof attendee>>(p.attendees, (a) =>
        attendee(
          a.email,
          a.displayName,
          a.organizer ? 'chair' : a.optional ? 'optional' : a.resource ? 'non_participant' : 'required',
          ctx.code(RESPONSE, a.responseStatus, 'attendees.status') ?? null,
        ),
      ),
      ...rec,
      recurrenceId: p.originalStartTime ? timeOf(p.originalStartTime) : null,
      reminders: ctx.list<R, { minutesBefore: number; method: string | null }>(p.reminders?.overrides, (r) =>
        typeof r.minutes === 'number' ? { minutesBefore: r.minutes, method: str(r.method) } : undefined,
      ),
    }
  },
})
