/** Meetup GraphQL Event (api.meetup.com/gql-ext, with the earlier /gql `venue`/`onlineVenue`/`timezone`): https://www.meetup.com/api/schema/#Event */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { EventDraft, EventStatus, Person } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { person, str } from './shared.js'

type R = Payload
/** The EventStatus enum (13 values, schema introspection) plus UPCOMING, a Pro network status. */
const STATUS = codeTable<EventStatus>({
  confirmed: ['ACTIVE', 'PAST', 'AUTOSCHED', 'AUTOSCHED_FINISHED', 'UPCOMING'],
  tentative: ['DRAFT', 'PROPOSED', 'PENDING', 'AUTOSCHED_DRAFT', 'TEMPLATE'],
  cancelled: ['CANCELLED', 'CANCELLED_PERM', 'AUTOSCHED_CANCELLED', 'BLOCKED'],
})

const isObject = (v: unknown): v is R => typeof v === 'object' && v !== null && !Array.isArray(v)

/** gql-ext `venues` (a list; `venueType: "online"` marks the virtual one) or /gql `venue`. */
function physicalVenue(p: R): R | null {
  if (Array.isArray(p.venues)) return p.venues.find((v) => isObject(v) && v.venueType !== 'online') ?? null
  return isObject(p.venue) ? p.venue : null
}

function host(p: R): Person | null {
  const first = Array.isArray(p.eventHosts) ? p.eventHosts.find(isObject) : null
  return first && isObject(first.member) ? person(null, first.member.name) : null
}

export const meetup = defineAdapter<R, EventDraft>({
  key: 'meetup',
  category: 'events',
  source: { object: 'Event', apiVersion: 'GraphQL (gql-ext)', docs: 'https://www.meetup.com/api/schema/#Event' },
  detect: {
    required: ['eventUrl', 'dateTime'],
    matches: { eventUrl: /meetup\.com\// },
    bonus: ['group.urlname', 'venue', 'venues', 'eventType', 'eventHosts', 'going'],
  },
  envelopes: ['data.event'],
  normalize(p, ctx) {
    const v = physicalVenue(p)
    const venue = v
      ? [v.name, v.address, v.city, v.state, v.country].filter((x) => typeof x === 'string' && x).join(', ')
      : ''
    // `dateTime`/`endTime` carry their offset (the instant); the zone name is the event's or its group's
    const zone = str(p.timezone) ?? str(p.group?.timezone)
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.title),
      description: str(p.description),
      location: { text: venue || null, url: str(p.eventUrl), onlineMeetingUrl: str(p.onlineVenue?.url) },
      start: str(p.dateTime) ? { value: p.dateTime, tzid: zone } : null,
      end: str(p.endTime) ? { value: p.endTime, tzid: zone } : null,
      duration: str(p.duration),
      status: ctx.code(STATUS, p.status, 'status') ?? null,
      organizer: host(p),
    }
  },
})
