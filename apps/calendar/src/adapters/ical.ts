/** iCalendar text in JSON (RFC 5545 as `{ ics }` or a string; RFC 7265 jCal arrays are re-serialized): https://www.rfc-editor.org/rfc/rfc5545 */
import { defineAdapter } from '@svc/normalize-kit'
import ICAL from 'ical.js'
import type { IcsDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'

type R = Payload

export const ical = defineAdapter<R, IcsDraft>({
  key: 'ical',
  aliases: ['ics', 'icalendar', 'jcal'],
  category: 'calendar',
  source: {
    object: 'VCALENDAR / VEVENT',
    apiVersion: 'RFC 5545, RFC 7265',
    docs: 'https://www.rfc-editor.org/rfc/rfc5545',
  },
  detect: { matches: { ics: /BEGIN:(VCALENDAR|VEVENT)/i } },
  normalize(p) {
    if (typeof p.ics === 'string') return { ics: p.ics }
    throw new Error('no ics')
  },
})

/** jCal (`["vcalendar", props, comps]` or a lone `["vevent", …]`) -> iCalendar text. */
export function jcalText(value: unknown[]): string {
  const root = value[0] === 'vcalendar' ? value : ['vcalendar', [['version', {}, 'text', '2.0']], [value]]
  return new ICAL.Component(root as unknown as unknown[]).toString()
}
