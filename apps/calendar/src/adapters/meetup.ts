/** Meetup GraphQL Event object (API 2023+): https://www.meetup.com/api/schema/#Event */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { EventDraft, EventStatus } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str } from './shared.js'

type R = Payload
const STATUS = codeTable<EventStatus>({
  confirmed: ['ACTIVE', 'PUBLISHED', 'PAST'],
  tentative: ['DRAFT', 'PROPOSED'],
  cancelled: ['CANCELLED', 'CANCELLED_PERM', 'DELETED'],
})

export const meetup = defineAdapter<R, EventDraft>({
  key: 'meetup',
  category: 'events',
  source: { object: 'Event', apiVersion: 'GraphQL', docs: 'https://www.meetup.com/api/schema/#Event' },
  detect: {
    required: ['eventUrl', 'dateTime'],
    matches: { eventUrl: /meetup\.com\// },
    bonus: ['group.urlname', 'venue', 'eventType', 'going'],
  },
  envelopes: ['data.event'],
  normalize(p, ctx) {
    const venue = [p.venue?.name, p.venue?.address, p.venue?.city].filter((v) => typeof v === 'string' && v).join(', ')
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.title),
      description: str(p.description),
      location: { text: venue || null, url: str(p.eventUrl), onlineMeetingUrl: str(p.onlineVenue?.url) },
      start: str(p.dateTime) ? { value: p.dateTime, tzid: str(p.timezone) } : null,
      end: str(p.endTime) ? { value: p.endTime, tzid: str(p.timezone) } : null,
      duration: str(p.duration),
      status: ctx.code(STATUS, p.status, 'status') ?? null,
    }
  },
})
