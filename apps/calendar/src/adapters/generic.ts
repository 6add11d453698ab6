/** Generic event shape (no vendor): title/summary/name, start/startTime/start_time, end/endTime/end_time, timezone, rrule. https://www.rfc-editor.org/rfc/rfc5545#section-3.6.1 */
import { defineAdapter, pick } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str, timeOf } from './shared.js'

type R = Payload
const START = ['start', 'startTime', 'start_time', 'startDate', 'start_date', 'begin', 'dtstart']
const END = ['end', 'endTime', 'end_time', 'endDate', 'end_date', 'dtend']

export const generic = defineAdapter<R, EventDraft>({
  key: 'event_json',
  category: 'generic',
  kind: 'generic',
  source: {
    object: 'event-shaped JSON',
    apiVersion: 'n/a',
    docs: 'https://www.rfc-editor.org/rfc/rfc5545#section-3.6.1',
  },
  detect: { required: [START], bonus: ['title', 'summary', 'name', 'end', 'endTime', 'timezone'] },
  normalize(p) {
    const zone = pick(p, ['timezone', 'timeZone', 'time_zone', 'tz', 'tzid'])
    const start = timeOf(pick(p, START), zone)
    return {
      sourceId: str(pick(p, ['id', 'uid', 'eventId'])),
      uid: str(pick(p, ['uid', 'iCalUID', 'id'])),
      title: str(pick(p, ['title', 'summary', 'name', 'subject', 'topic'])),
      description: str(pick(p, ['description', 'details', 'notes', 'body'])),
      location: {
        text: str(pick(p, ['location', 'place', 'venue'])),
        url: str(pick(p, ['url', 'link'])),
        onlineMeetingUrl: str(pick(p, ['meetingUrl', 'joinUrl', 'join_url', 'conferenceUrl'])),
      },
      start,
      end: timeOf(pick(p, END), zone),
      duration: (pick(p, ['duration', 'durationMinutes']) as string | number | undefined) ?? null,
      allDay: p.allDay === true || p.all_day === true || start?.dateOnly === true,
      rrule: str(pick(p, ['rrule', 'recurrenceRule'])),
    }
  },
})
