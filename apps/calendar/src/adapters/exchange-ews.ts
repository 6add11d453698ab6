/** Exchange Web Services CalendarItem (Exchange 2013+ / Outlook EWS, as JSON): https://learn.microsoft.com/en-us/exchange/client-developer/web-service-reference/calendaritem */
import { codeTable, defineAdapter } from '@svc/normalize-kit'
import type { Attendee, AttendeeStatus, EventDraft } from '../canonical/event.js'
import { graphRrule } from './graph-recurrence.js'
import type { Payload } from './shared.js'
import { attendee, person, str } from './shared.js'

type R = Payload
const RESPONSE = codeTable<AttendeeStatus>({
  accepted: ['Accept', 'Organizer'],
  declined: ['Decline'],
  tentative: ['Tentative'],
  needs_action: ['NoResponseReceived', 'Unknown'],
})
const PATTERNS: Record<string, string> = {
  DailyRecurrence: 'daily',
  WeeklyRecurrence: 'weekly',
  AbsoluteMonthlyRecurrence: 'absoluteMonthly',
  RelativeMonthlyRecurrence: 'relativeMonthly',
  AbsoluteYearlyRecurrence: 'absoluteYearly',
  RelativeYearlyRecurrence: 'relativeYearly',
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** EWS <Recurrence> (one pattern element + one range element) in the Graph shape graphRrule reads. */
function ewsRecurrence(r: R | undefined) {
  if (!r || typeof r !== 'object') return null
  const key = Object.keys(PATTERNS).find((k) => r[k])
  if (!key) return null
  const p = r[key] as R
  const days = typeof p.DaysOfWeek === 'string' ? p.DaysOfWeek.split(/\s+/) : []
  const range = r.NumberedRecurrence
    ? { type: 'numbered', numberOfOccurrences: r.NumberedRecurrence.NumberOfOccurrences }
    : r.EndDateRecurrence
      ? { type: 'endDate', endDate: String(r.EndDateRecurrence.EndDate).slice(0, 10) }
      : { type: 'noEnd' }
  return {
    pattern: {
      type: PATTERNS[key],
      interval: Number(p.Interval ?? 1),
      daysOfWeek: days,
      dayOfMonth: p.DayOfMonth,
      index: p.DayOfWeekIndex,
      month: MONTHS.indexOf(p.Month) + 1,
    },
    range,
  }
}

const list = (v: R | undefined): R[] => (Array.isArray(v?.Attendee) ? v.Attendee : v?.Attendee ? [v.Attendee] : [])

export const exchangeEws = defineAdapter<R, EventDraft>({
  key: 'exchange_ews',
  aliases: ['ews', 'outlook_ews'],
  category: 'calendar',
  source: {
    object: 'CalendarItem',
    apiVersion: 'EWS Exchange2013',
    docs: 'https://learn.microsoft.com/en-us/exchange/client-developer/web-service-reference/calendaritem',
  },
  detect: {
    required: ['ItemId', 'Start', 'Subject'],
    bonus: ['CalendarItemType', 'StartTimeZone', 'LegacyFreeBusyStatus', 'UID'],
  },
  envelopes: ['CalendarItem'],
  normalize(p, ctx) {
    const zone = str(p.StartTimeZone?.Id) ?? str(p.StartTimeZoneId)
    const allDay = p.IsAllDayEvent === true
    const at = (v: unknown) => {
      const s = str(v)
      if (!s) return null
      return allDay ? { value: s.slice(0, 10), dateOnly: true } : { value: s, tzid: zone }
    }
    const people = (v: R | undefined, role: Attendee['role']) =>
      list(v).map((a) =>
        attendee(
          a.Mailbox?.EmailAddress,
          a.Mailbox?.Name,
          role,
          ctx.code(RESPONSE, a.ResponseType, 'attendees.status') ?? null,
        ),
      )
    return {
      sourceId: str(p.ItemId?.Id),
      uid: str(p.UID) ?? str(p.ItemId?.Id),
      title: str(p.Subject),
      description: typeof p.Body === 'string' ? p.Body : str(p.Body?.Value),
      location: { text: str(p.Location), url: null, onlineMeetingUrl: str(p.JoinOnlineMeetingUrl) },
      start: at(p.Start),
      end: at(p.End),
      allDay,
      status: p.IsCancelled ? 'cancelled' : p.LegacyFreeBusyStatus === 'Tentative' ? 'tentative' : 'confirmed',
      organizer: person(p.Organizer?.Mailbox?.EmailAddress, p.Organizer?.Mailbox?.Name),
      attendees: [
        ...people(p.RequiredAttendees, 'required'),
        ...people(p.OptionalAttendees, 'optional'),
        ...people(p.Resources, 'non_participant'),
      ],
      rrule: graphRrule(ewsRecurrence(p.Recurrence)),
      recurrenceId:
        p.CalendarItemType === 'Exception' && str(p.OriginalStart) ? { value: p.OriginalStart, tzid: zone } : null,
      reminders:
        p.ReminderIsSet === true && Number.isFinite(Number(p.ReminderMinutesBeforeStart))
          ? [{ minutesBefore: Number(p.ReminderMinutesBeforeStart), method: 'display' }]
          : [],
    }
  },
})
