/** Moodle calendar event (core_calendar_get_calendar_events, Moodle 4.x web services): https://docs.moodle.org/dev/Web_service_API_functions */
import { defineAdapter } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { epochTime, str } from './shared.js'

type R = Payload

export const moodle = defineAdapter<R, EventDraft>({
  key: 'moodle',
  category: 'lms',
  source: {
    object: 'calendar event',
    apiVersion: '4.x',
    docs: 'https://docs.moodle.org/dev/Web_service_API_functions',
  },
  detect: { required: ['timestart', 'eventtype'], bonus: ['timeduration', 'courseid', 'modulename'] },
  envelopes: ['events.0'],
  normalize(p) {
    const duration = typeof p.timeduration === 'number' && p.timeduration > 0 ? p.timeduration / 60 : null
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.name),
      description: str(p.description),
      location: { text: str(p.location), url: str(p.url), onlineMeetingUrl: null },
      start: epochTime(p.timestart),
      duration,
    }
  },
})
