/** Blackboard Learn CalendarItem (CalendarItemV1), Learn REST v1 GET /learn/api/public/v1/calendars/items (Learn 3400.9+): https://developer.anthology.com/portal/displayApi/Learn */
import { defineAdapter } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str } from './shared.js'

type R = Payload

export const blackboard = defineAdapter<R, EventDraft>({
  key: 'blackboard',
  aliases: ['blackboard_learn'],
  category: 'lms',
  source: {
    object: 'CalendarItem',
    apiVersion: 'Learn REST v1',
    docs: 'https://developer.anthology.com/portal/displayApi/Learn',
  },
  detect: {
    required: ['calendarId', 'calendarName', 'start', 'type'],
    bonus: ['createdByUserId', 'dynamicCalendarItemProps', 'disableResizing'],
  },
  envelopes: ['results.0'],
  normalize(p) {
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.title),
      description: str(p.description),
      location: { text: str(p.location), url: null, onlineMeetingUrl: null },
      start: str(p.start) ? { value: p.start } : null,
      end: str(p.end) ? { value: p.end } : null,
    }
  },
})
