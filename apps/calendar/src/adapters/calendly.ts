/** Calendly API v2 Scheduled Event (+ its invitees list): https://developer.calendly.com/api-docs/e2f95ebd44914-get-event */
import { defineAdapter } from '@svc/normalize-kit'
import type { Attendee, EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { attendee, person, str } from './shared.js'

type R = Payload

export const calendly = defineAdapter<R, EventDraft>({
  key: 'calendly',
  category: 'scheduling',
  source: {
    object: 'Scheduled Event + Invitee',
    apiVersion: 'v2',
    docs: 'https://developer.calendly.com/api-docs/e2f95ebd44914-get-event',
  },
  // `{ resource, invitees }` (GET /scheduled_events/{uuid} plus its /invitees collection) or the bare resource
  detect: {
    required: [
      ['resource.uri', 'uri'],
      ['resource.start_time', 'start_time'],
      ['resource.event_type', 'event_type'],
    ],
    bonus: [
      'resource.invitees_counter',
      'invitees_counter',
      'invitees',
      'resource.event_memberships',
      'event_memberships',
    ],
  },
  normalize(outer, ctx) {
    const p: R = outer.resource && typeof outer.resource === 'object' ? outer.resource : outer
    const invitees = Array.isArray(outer.invitees) ? outer.invitees : outer.invitees?.collection
    const host = Array.isArray(p.event_memberships) ? p.event_memberships[0] : undefined
    return {
      sourceId: str(p.uri),
      uid: str(p.uri)?.split('/').pop() ?? null,
      title: str(p.name),
      location: { text: str(p.location?.location), url: null, onlineMeetingUrl: str(p.location?.join_url) },
      start: str(p.start_time) ? { value: p.start_time } : null,
      end: str(p.end_time) ? { value: p.end_time } : null,
      status: p.status === 'canceled' ? 'cancelled' : 'confirmed',
      organizer: person(host?.user_email, host?.user_name),
      attendees: [
        ...ctx.list<R, Attendee>(invitees, (i) =>
          attendee(i.email, i.name, 'required', i.status === 'canceled' ? 'declined' : 'accepted'),
        ),
        // "Additional people added to an event by an invitee" ({ email, created_at, updated_at }): no response known
        ...ctx.list<R, Attendee>(p.event_guests, (g) => attendee(g.email, null, 'required', null)),
      ],
    }
  },
})
