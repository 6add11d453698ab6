/** CalDAV calendar object resource (RFC 4791 calendar-data, as tsdav's DAVCalendarObject { url, etag, data }): https://www.rfc-editor.org/rfc/rfc4791#section-9.6 */
import { defineAdapter } from '@svc/normalize-kit'
import type { IcsDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'

type R = Payload

export const caldav = defineAdapter<R, IcsDraft>({
  key: 'caldav',
  category: 'calendar',
  source: {
    object: 'calendar object resource',
    apiVersion: 'RFC 4791',
    docs: 'https://www.rfc-editor.org/rfc/rfc4791#section-9.6',
  },
  detect: {
    required: ['url', ['data', 'calendarData']],
    matches: { url: /^https?:\/\/(?![^/]*icloud\.com)/ },
    bonus: ['etag'],
  },
  normalize: (p) => ({ ics: String(p.data ?? p.calendarData) }),
})
