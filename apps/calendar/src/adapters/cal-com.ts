/** Cal.com Booking, API v2 (2024-08-13): https://cal.com/docs/api-reference/v2/bookings/get-a-booking */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Attendee, EventDraft, EventStatus } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { attendee, person, str } from './shared.js'

type R = Payload
const STATUS = codeTable<EventStatus>({
  confirmed: ['accepted'],
  tentative: ['pending', 'awaiting_host'],
  cancelled: ['cancelled', 'rejected'],
})

export const calCom = defineAdapter<R, EventDraft>({
  key: 'cal_com',
  aliases: ['calcom'],
  category: 'scheduling',
  source: {
    object: 'Booking',
    apiVersion: 'v2 2024-08-13',
    docs: 'https://cal.com/docs/api-reference/v2/bookings/get-a-booking',
  },
  detect: {
    required: ['uid', ['start', 'startTime'], 'attendees'],
    bonus: ['eventTypeId', 'hosts', 'meetingUrl', 'eventType'],
  },
  envelopes: ['data'],
  normalize(p, ctx) {
    const host = Array.isArray(p.hosts) ? p.hosts[0] : p.user
    return {
      sourceId: str(p.id) ?? str(p.uid),
      uid: str(p.uid),
      title: str(p.title),
      description: str(p.description),
      location: {
        text: str(p.location),
        url: null,
        // meetingUrl is deprecated in favour of `location`, which holds the link for video locations
        onlineMeetingUrl:
          str(p.meetingUrl) ??
          str(p.metadata?.videoCallUrl) ??
          (/^https?:\/\//i.test(str(p.location) ?? '') ? str(p.location) : null),
      },
      start: str(p.start ?? p.startTime) ? { value: p.start ?? p.startTime, tzid: str(host?.timeZone) } : null,
      end: str(p.end ?? p.endTime) ? { value: p.end ?? p.endTime, tzid: str(host?.timeZone) } : null,
      status: ctx.code(STATUS, typeof p.status === 'string' ? p.status.toLowerCase() : p.status, 'status') ?? null,
      organizer: person(host?.email, host?.name),
      attendees: [
        ...ctx.list<R, Attendee>(p.attendees, (a) =>
          attendee(a.email, a.name, 'required', a.absent ? 'declined' : 'accepted'),
        ),
        // `guests`: extra e-mail addresses the booker added (BookingOutput_2024_08_13), response unknown
        ...ctx.list<{ email: unknown }, Attendee>(
          Array.isArray(p.guests) ? p.guests.map((email: unknown) => ({ email })) : [],
          (g) => (typeof g.email === 'string' ? attendee(g.email, null, 'required', null) : undefined),
          'guests',
        ),
      ],
    }
  },
})
