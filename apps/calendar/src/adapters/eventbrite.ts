/** Eventbrite Event object, API v3: https://www.eventbrite.com/platform/api#/reference/event */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { EventDraft, EventStatus } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str } from './shared.js'

type R = Payload
const STATUS = codeTable<EventStatus>({
  confirmed: ['live', 'started', 'ended', 'completed'],
  tentative: ['draft'],
  cancelled: ['canceled'],
})

export const eventbrite = defineAdapter<R, EventDraft>({
  key: 'eventbrite',
  category: 'events',
  source: { object: 'Event', apiVersion: 'v3', docs: 'https://www.eventbrite.com/platform/api#/reference/event' },
  detect: {
    required: ['name.text', 'start.utc', 'start.timezone'],
    bonus: ['online_event', 'organizer_id', 'venue_id'],
  },
  normalize(p, ctx) {
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.name?.text),
      description: str(p.description?.text) ?? str(p.summary),
      location: { text: str(p.venue?.name), url: str(p.url), onlineMeetingUrl: null },
      start: str(p.start?.local) ? { value: p.start.local, tzid: str(p.start.timezone) } : null,
      end: str(p.end?.local) ? { value: p.end.local, tzid: str(p.end.timezone) } : null,
      status: ctx.code(STATUS, p.status, 'status') ?? null,
    }
  },
})
