/**
 * veventDraft as it was before its one-pass rewrite (a Map of first properties, a filter per list):
 * the reference the rewrite must still equal (test/domain/read-vevent.property.test.ts).
 */
import ICAL from 'ical.js'
import type {
  Attendee,
  AttendeeRole,
  AttendeeStatus,
  EventDraft,
  EventStatus,
  Reminder,
  TimeInput,
} from '../../src/canonical/event.js'
import { durationMs } from '../../src/domain/duration.js'

type Prop = [string, Record<string, string | string[]>, string, ...unknown[]]
type JCal = [string, Prop[], JCal[]]

const STATUS: Record<string, EventStatus> = { CONFIRMED: 'confirmed', TENTATIVE: 'tentative', CANCELLED: 'cancelled' }
const ROLE: Record<string, AttendeeRole> = {
  CHAIR: 'chair',
  'REQ-PARTICIPANT': 'required',
  'OPT-PARTICIPANT': 'optional',
  'NON-PARTICIPANT': 'non_participant',
}
const PARTSTAT: Record<string, AttendeeStatus> = {
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  TENTATIVE: 'tentative',
  'NEEDS-ACTION': 'needs_action',
}
const MEETING_PROPS = [
  'x-google-conference',
  'x-microsoft-skypeteamsmeetingurl',
  'x-microsoft-onlinemeetingconflink',
  'conference',
]
const MEETING_URL =
  /https:\/\/(?:[\w-]+\.)?(?:zoom\.us\/j|teams\.microsoft\.com\/l\/meetup-join|meet\.google\.com|[\w-]+\.webex\.com)\/[^\s"<>\\]+/i

const param = (p: Prop, name: string): string | null => {
  const v = p[1][name]
  return typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? null) : null
}
const str = (p: Prop | undefined): string | null => {
  const v = p?.[3]
  return typeof v === 'string' ? v : v == null ? null : String(v)
}
const mailto = (v: string | null) => (v ? v.replace(/^mailto:/i, '') : null)

function times(p: Prop): TimeInput[] {
  const tzid = param(p, 'tzid')
  return p.slice(3).map((v) => ({
    value: Array.isArray(v) ? String(v[0]) : String(v),
    tzid,
    dateOnly: p[2] === 'date',
    // a PERIOD's own end (added with RFC 5545 3.8.5.2 support)
    ...(p[2] === 'period' && Array.isArray(v) && v[1] != null ? { periodEnd: String(v[1]) } : {}),
  }))
}

function reminders(subs: JCal[]): Reminder[] {
  const out: Reminder[] = []
  for (const [name, props] of subs) {
    if (name !== 'valarm') continue
    const trigger = props.find((p) => p[0] === 'trigger')
    if (trigger?.[2] !== 'duration' || param(trigger, 'related') === 'END') continue
    const ms = durationMs(str(trigger))
    if (ms === null) continue
    const action = str(props.find((p) => p[0] === 'action'))
    out.push({ minutesBefore: Math.round(-ms / 60_000), method: action ? action.toLowerCase() : null })
  }
  return out
}

export function referenceDraft(jcal: JCal): EventDraft {
  const [, props, subs] = jcal
  const first = new Map<string, Prop>()
  const all = (name: string) => props.filter((p) => p[0] === name)
  for (const p of props) if (!first.has(p[0])) first.set(p[0], p)
  const get = (name: string) => str(first.get(name))
  const start = first.get('dtstart')
  const end = first.get('dtend')
  const rrule = first.get('rrule')
  const organizer = first.get('organizer')
  const recurrenceId = first.get('recurrence-id')
  const html = all('x-alt-desc').find((p) => param(p, 'fmttype')?.toLowerCase() === 'text/html')
  const plain = get('description')
  const description = plain?.trim() ? plain : (str(html) ?? plain)
  const location = get('location')
  const meeting =
    MEETING_PROPS.map(get).find((v) => v && /^https?:/i.test(v)) ??
    MEETING_URL.exec(location ?? '')?.[0] ??
    MEETING_URL.exec(description ?? '')?.[0] ??
    null
  return {
    sourceId: get('uid'),
    uid: get('uid'),
    title: get('summary'),
    description,
    location: { text: location, url: get('url'), onlineMeetingUrl: meeting },
    start: start ? times(start)[0] : null,
    end: end ? times(end)[0] : null,
    duration: get('duration'),
    status: STATUS[(get('status') ?? '').toUpperCase()] ?? null,
    organizer: organizer ? { email: mailto(str(organizer)), name: param(organizer, 'cn') } : null,
    attendees: all('attendee').map(
      (p): Attendee => ({
        email: mailto(str(p)),
        name: param(p, 'cn'),
        role: ROLE[(param(p, 'role') ?? 'REQ-PARTICIPANT').toUpperCase()] ?? null,
        status: PARTSTAT[(param(p, 'partstat') ?? 'NEEDS-ACTION').toUpperCase()] ?? null,
      }),
    ),
    rrule: rrule ? ICAL.Recur.fromData(rrule[3] as Record<string, unknown>).toString() : null,
    // RRULE lines after the first, merged by the expansion (added with the one-pass reading)
    ...(all('rrule').length > 1
      ? {
          extraRrules: all('rrule')
            .slice(1)
            .map((p) => ICAL.Recur.fromData(p[3] as Record<string, unknown>).toString()),
        }
      : {}),
    exdates: all('exdate').flatMap(times),
    rdates: all('rdate').flatMap(times),
    recurrenceId: recurrenceId ? times(recurrenceId)[0] : null,
    reminders: reminders(subs),
  }
}
