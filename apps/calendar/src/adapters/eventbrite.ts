/** Eventbrite Event, API v3 (with the `venue` and `organizer` expansions): https://www.eventbrite.com/platform/api#/reference/event */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { EventDraft, EventStatus } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { person, str } from './shared.js'

type R = Payload
const STATUS = codeTable<EventStatus>({
  confirmed: ['live', 'started', 'ended', 'completed'],
  tentative: ['draft'],
  cancelled: ['canceled'],
})

/** The expanded venue: its name and address (`localized_address_display`, else the address lines). */
function venueText(venue: R | undefined): string | null {
  if (!venue || typeof venue !== 'object') return null
  const a = venue.address && typeof venue.address === 'object' ? venue.address : {}
  const address =
    str(a.localized_address_display) ??
    ([a.address_1, a.address_2, a.city, a.region, a.postal_code, a.country].map(str).filter(Boolean).join(', ') || null)
  const parts = [str(venue.name), address].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

export const eventbrite = defineAdapter<R, EventDraft>({
  key: 'eventbrite',
  category: 'events',
  source: { object: 'Event', apiVersion: 'v3', docs: 'https://www.eventbrite.com/platform/api#/reference/event' },
  detect: {
    required: ['name.text', 'start.utc', 'start.timezone'],
    bonus: ['online_event', 'organizer_id', 'venue_id'],
  },
  normalize(p, ctx) {
    // `start`/`end` are "Datetime with Timezone": { timezone (Olson), utc, local (naive, in that zone) }
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.name?.text),
      description: str(p.description?.text) ?? str(p.summary),
      location: { text: venueText(p.venue), url: str(p.url), onlineMeetingUrl: null },
      start: str(p.start?.local) ? { value: p.start.local, tzid: str(p.start.timezone) } : null,
      end: str(p.end?.local) ? { value: p.end.local, tzid: str(p.end.timezone) } : null,
      status: ctx.code(STATUS, p.status, 'status') ?? null,
      organizer: p.organizer && typeof p.organizer === 'object' ? person(null, p.organizer.name) : null,
    }
  },
})
