/** Canvas LMS CalendarEvent (and AssignmentEvent), Calendar Events REST API v1: https://canvas.instructure.com/doc/api/calendar_events.html */
import { defineAdapter } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { str } from './shared.js'

type R = Payload

/**
 * Canvas stores every member of a recurring series as its own CalendarEvent, each carrying the series'
 * `rrule`; only the `series_head` reads it, so a series list is not expanded once per member.
 */
function seriesRule(p: R): string | null {
  if (p.series_head !== true) return null
  const rule = str(p.rrule)
  return rule ? rule.replace(/^RRULE:/i, '') : null
}

/** `include[]=web_conference` adds the Conferences API object: `join_url`, else `url` (either may be null). */
function conferenceLink(conference: unknown): string | null {
  if (!conference || typeof conference !== 'object') return null
  const c = conference as R
  return str(c.join_url) ?? str(c.url)
}

export const canvas = defineAdapter<R, EventDraft>({
  key: 'canvas',
  category: 'lms',
  source: {
    object: 'CalendarEvent',
    apiVersion: 'REST v1',
    docs: 'https://canvas.instructure.com/doc/api/calendar_events.html',
  },
  detect: { required: ['context_code', 'start_at', 'workflow_state'], bonus: ['all_day', 'html_url', 'location_name'] },
  normalize(p) {
    const allDay = p.all_day === true && typeof p.all_day_date === 'string'
    const place = [str(p.location_name), str(p.location_address)].filter(Boolean).join(', ')
    return {
      sourceId: str(p.id),
      uid: str(p.id),
      title: str(p.title),
      description: str(p.description),
      location: { text: place || null, url: str(p.html_url), onlineMeetingUrl: conferenceLink(p.web_conference) },
      start: allDay ? { value: p.all_day_date, dateOnly: true } : str(p.start_at) ? { value: p.start_at } : null,
      end: allDay ? null : str(p.end_at) ? { value: p.end_at } : null,
      allDay,
      status: p.workflow_state === 'deleted' ? 'cancelled' : 'confirmed',
      rrule: seriesRule(p),
    }
  },
})
