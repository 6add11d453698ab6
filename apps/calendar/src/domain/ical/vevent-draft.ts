/** One parsed VEVENT (jCal from ical.js) -> EventDraft. Property names per RFC 5545 3.6.1 / 3.8. */
import ICAL from 'ical.js'
import type {
  Attendee,
  AttendeeRole,
  AttendeeStatus,
  EventDraft,
  EventStatus,
  Reminder,
  TimeInput,
} from '../../canonical/event.js'
import { durationMs } from '../duration.js'

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
const isHtml = (p: Prop) => param(p, 'fmttype')?.toLowerCase() === 'text/html'
const mailto = (v: string | null) => (v ? v.replace(/^mailto:/i, '') : null)

function times(p: Prop): TimeInput[] {
  const tzid = param(p, 'tzid')
  return p.slice(3).map((v) => ({
    value: Array.isArray(v) ? String(v[0]) : String(v),
    tzid,
    dateOnly: p[2] === 'date',
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

/** The properties a draft reads, each the first of its name (RFC 5545 allows most once), in one pass. */
interface Picked {
  uid?: Prop
  summary?: Prop
  description?: Prop
  /** The first X-ALT-DESC;FMTTYPE=text/html (Outlook, Exchange): the description when DESCRIPTION is absent or blank. */
  htmlDescription?: Prop
  location?: Prop
  url?: Prop
  duration?: Prop
  status?: Prop
  dtstart?: Prop
  dtend?: Prop
  rrule?: Prop
  organizer?: Prop
  recurrenceId?: Prop
  /** MEETING_PROPS' first occurrences, in that order. */
  meeting: (Prop | undefined)[]
  attendees: Prop[]
  exdates: Prop[]
  rdates: Prop[]
  /** RRULE lines after the first. */
  moreRrules: Prop[]
}

function pick(props: Prop[]): Picked {
  const out: Picked = {
    meeting: [undefined, undefined, undefined, undefined],
    attendees: [],
    exdates: [],
    rdates: [],
    moreRrules: [],
  }
  for (const p of props) {
    switch (p[0]) {
      case 'uid':
        out.uid ??= p
        break
      case 'summary':
        out.summary ??= p
        break
      case 'description':
        out.description ??= p
        break
      case 'x-alt-desc':
        if (isHtml(p)) out.htmlDescription ??= p
        break
      case 'location':
        out.location ??= p
        break
      case 'url':
        out.url ??= p
        break
      case 'duration':
        out.duration ??= p
        break
      case 'status':
        out.status ??= p
        break
      case 'dtstart':
        out.dtstart ??= p
        break
      case 'dtend':
        out.dtend ??= p
        break
      case 'rrule':
        if (out.rrule) out.moreRrules.push(p)
        else out.rrule = p
        break
      case 'organizer':
        out.organizer ??= p
        break
      case 'recurrence-id':
        out.recurrenceId ??= p
        break
      case 'attendee':
        out.attendees.push(p)
        break
      case 'exdate':
        out.exdates.push(p)
        break
      case 'rdate':
        out.rdates.push(p)
        break
      default: {
        const m = MEETING_PROPS.indexOf(p[0])
        if (m >= 0) out.meeting[m] ??= p
      }
    }
  }
  return out
}

const toAttendee = (p: Prop): Attendee => ({
  email: mailto(str(p)),
  name: param(p, 'cn'),
  role: ROLE[(param(p, 'role') ?? 'REQ-PARTICIPANT').toUpperCase()] ?? null,
  status: PARTSTAT[(param(p, 'partstat') ?? 'NEEDS-ACTION').toUpperCase()] ?? null,
})

export function veventDraft(jcal: JCal): EventDraft {
  const [, props, subs] = jcal
  const f = pick(props)
  const uid = str(f.uid)
  // HTML stays HTML here: completeEvent reads every description as text, once
  const plain = str(f.description)
  const description = plain?.trim() ? plain : (str(f.htmlDescription) ?? plain)
  const location = str(f.location)
  let meeting: string | null = null
  for (const p of f.meeting) {
    const v = str(p)
    if (v && /^https?:/i.test(v)) {
      meeting = v
      break
    }
  }
  meeting ??= MEETING_URL.exec(location ?? '')?.[0] ?? MEETING_URL.exec(description ?? '')?.[0] ?? null
  return {
    sourceId: uid,
    uid,
    title: str(f.summary),
    description,
    location: { text: location, url: str(f.url), onlineMeetingUrl: meeting },
    start: f.dtstart ? times(f.dtstart)[0] : null,
    end: f.dtend ? times(f.dtend)[0] : null,
    duration: str(f.duration),
    status: STATUS[(str(f.status) ?? '').toUpperCase()] ?? null,
    organizer: f.organizer ? { email: mailto(str(f.organizer)), name: param(f.organizer, 'cn') } : null,
    attendees: f.attendees.map(toAttendee),
    rrule: f.rrule ? ICAL.Recur.fromData(f.rrule[3] as Record<string, unknown>).toString() : null,
    ...(f.moreRrules.length
      ? { extraRrules: f.moreRrules.map((p) => ICAL.Recur.fromData(p[3] as Record<string, unknown>).toString()) }
      : {}),
    exdates: f.exdates.flatMap(times),
    rdates: f.rdates.flatMap(times),
    recurrenceId: f.recurrenceId ? times(f.recurrenceId)[0] : null,
    reminders: reminders(subs),
  }
}

export type { JCal }
