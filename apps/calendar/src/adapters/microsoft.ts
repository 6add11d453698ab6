/** Microsoft Graph event resource, v1.0 (Windows zone names mapped to IANA with CLDR): https://learn.microsoft.com/en-us/graph/api/resources/event */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Attendee, AttendeeStatus, EventDraft } from '../canonical/event.js'
import { graphRrule } from './graph-recurrence.js'
import type { Payload } from './shared.js'
import { attendee, person, str, timeOf } from './shared.js'

type R = Payload
const RESPONSE = codeTable<AttendeeStatus>({
  accepted: ['accepted', 'organizer'],
  declined: ['declined'],
  tentative: ['tentativelyAccepted'],
  needs_action: ['none', 'notResponded'],
})
const ROLE = codeTable<NonNullable<Attendee['role']>>({
  required: ['required'],
  optional: ['optional'],
  non_participant: ['resource'],
})

export const microsoft = defineAdapter<R, EventDraft>({
  key: 'microsoft',
  aliases: ['graph', 'microsoft_graph', 'outlook'],
  category: 'calendar',
  source: {
    object: 'event',
    apiVersion: 'Graph v1.0',
    docs: 'https://learn.microsoft.com/en-us/graph/api/resources/event',
  },
  detect: {
    required: ['start.dateTime', 'start.timeZone', ['subject', 'iCalUId']],
    bonus: ['@odata.etag', 'isAllDay', 'showAs', 'bodyPreview'],
  },
  envelopes: ['value.0'],
  normalize(p, ctx) {
    const allDay = p.isAllDay === true
    const at = (t: R | undefined) => {
      const time = timeOf(t)
      return time && allDay ? { value: time.value.slice(0, 10), dateOnly: true } : time
    }
    return {
      sourceId: str(p.id),
      uid: str(p.iCalUId) ?? str(p.id),
      title: str(p.subject),
      // bodyPreview is Graph's plain-text opening of the body; without it the body itself (HTML or text)
      description: str(p.bodyPreview) ?? str(p.body?.content),
      location: {
        text: str(p.location?.displayName),
        url: str(p.webLink),
        onlineMeetingUrl: str(p.onlineMeeting?.joinUrl) ?? str(p.onlineMeetingUrl),
      },
      start: at(p.start),
      end: at(p.end),
      allDay,
      status: p.isCancelled ? 'cancelled' : p.showAs === 'tentative' ? 'tentative' : 'confirmed',
      organizer: person(p.organizer?.emailAddress?.address, p.organizer?.emailAddress?.name),
      attendees: ctx.list<R, Attendee>(p.attendees, (a) =>
        attendee(
          a.emailAddress?.address,
          a.emailAddress?.name,
          ctx.code(ROLE, a.type, 'attendees.role') ?? null,
          ctx.code(RESPONSE, a.status?.response, 'attendees.status') ?? null,
        ),
      ),
      rrule: graphRrule(p.recurrence),
      recurrenceId:
        p.type === 'exception' || p.type === 'occurrence' ? timeOf(p.originalStart, p.originalStartTimeZone) : null,
      reminders:
        p.isReminderOn !== false && typeof p.reminderMinutesBeforeStart === 'number'
          ? [{ minutesBefore: p.reminderMinutesBeforeStart, method: 'display' }]
          : [],
    }
  },
})
