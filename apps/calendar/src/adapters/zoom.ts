/** Zoom Meeting object, API v2 (GET /meetings/{meetingId}): https://developers.zoom.us/docs/api/meetings/#tag/meetings/GET/meetings/{meetingId} */
import { defineAdapter } from '@svc/normalize-kit'
import type { EventDraft } from '../canonical/event.js'
import type { Payload } from './shared.js'
import { person, str } from './shared.js'

type R = Payload
const WEEKDAY = ['', 'SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** Zoom `recurrence` (type 1 daily, 2 weekly, 3 monthly by day or by week + weekday) -> RRULE. */
function zoomRrule(r: R | undefined): string | null {
  if (!r || ![1, 2, 3].includes(r.type)) return null
  const parts = [`FREQ=${['', 'DAILY', 'WEEKLY', 'MONTHLY'][r.type]}`]
  if (Number(r.repeat_interval) > 1) parts.push(`INTERVAL=${Number(r.repeat_interval)}`)
  if (r.type === 2 && typeof r.weekly_days === 'string')
    parts.push(
      `BYDAY=${r.weekly_days
        .split(',')
        .map((d: string) => WEEKDAY[Number(d)])
        .filter(Boolean)
        .join(',')}`,
    )
  if (r.type === 3 && r.monthly_day) parts.push(`BYMONTHDAY=${Number(r.monthly_day)}`)
  else if (r.type === 3 && [-1, 1, 2, 3, 4].includes(Number(r.monthly_week)) && WEEKDAY[Number(r.monthly_week_day)])
    // "the last Friday": monthly_week -1..4 with monthly_week_day 1 (Sunday)..7 (Recurrence Object Definitions)
    parts.push(`BYDAY=${Number(r.monthly_week)}${WEEKDAY[Number(r.monthly_week_day)]}`)
  if (r.end_times) parts.push(`COUNT=${Number(r.end_times)}`)
  else if (typeof r.end_date_time === 'string')
    parts.push(`UNTIL=${r.end_date_time.replace(/[-:]/g, '').replace(/\.\d+/, '')}`)
  return parts.join(';')
}

export const zoom = defineAdapter<R, EventDraft>({
  key: 'zoom',
  category: 'meeting',
  source: {
    object: 'Meeting',
    apiVersion: 'v2',
    docs: 'https://developers.zoom.us/docs/api/meetings/#tag/meetings/GET/meetings/{meetingId}',
  },
  detect: { required: ['join_url', 'topic', 'host_id'], bonus: ['uuid', 'duration', 'timezone', 'settings'] },
  normalize(p) {
    return {
      sourceId: str(p.id),
      uid: str(p.uuid) ?? str(p.id),
      title: str(p.topic),
      description: str(p.agenda),
      location: { text: null, url: null, onlineMeetingUrl: str(p.join_url) },
      start: str(p.start_time) ? { value: p.start_time, tzid: str(p.timezone) } : null,
      duration: typeof p.duration === 'number' ? p.duration : null,
      status: p.status === 'deleted' ? 'cancelled' : 'confirmed',
      organizer: person(p.host_email, null),
      rrule: p.type === 8 ? zoomRrule(p.recurrence) : null,
    }
  },
})
