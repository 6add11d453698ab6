/** Moodle calendar event, web services core_calendar_get_calendar_events (Moodle 2.5+) and event_exporter (core_calendar_get_calendar_event_by_id, 3.3+): https://docs.moodle.org/dev/Web_service_API_functions */
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
    apiVersion: 'web services 2.5+ / event_exporter 3.3+',
    docs: 'https://docs.moodle.org/dev/Web_service_API_functions',
  },
  detect: { required: ['timestart', 'eventtype'], bonus: ['timeduration', 'courseid', 'modulename'] },
  // core_calendar_get_calendar_events: { events: [...], warnings }; core_calendar_get_calendar_event_by_id: { event, warnings }
  envelopes: ['events.0', 'event'],
  normalize(p) {
    const duration = typeof p.timeduration === 'number' && p.timeduration > 0 ? p.timeduration / 60 : null
    return {
      sourceId: str(p.id),
      // `uuid` is the iCalendar UID of an event imported from a subscription ("unique id of ical events")
      uid: str(p.uuid) ?? str(p.id),
      title: str(p.name),
      description: str(p.description),
      // `location` and `url` come from the event_exporter (core_calendar_get_calendar_event_by_id, action events)
      location: { text: str(p.location), url: str(p.url), onlineMeetingUrl: null },
      start: epochTime(p.timestart),
      duration,
    }
  },
})
