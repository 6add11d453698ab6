/** POST /normalize/ical: the raw calendar text, options in the query string. */
import { z } from 'zod'
import { CalendarEvent, IcalError, OccurrenceBudgetReport } from './event.js'
import { Zone } from './normalize.js'

export const ICAL_EXAMPLE =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:standup-1\r\nSUMMARY:Standup\r\nDTSTART;TZID=America/New_York:20240301T090000\r\nDURATION:PT15M\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n'

export const IcalQuery = z.object({
  calendarId: z.string().min(1).max(200).optional().meta({ description: 'Default `ical`.' }),
  defaultTimezone: Zone.optional().meta({ description: 'Zone for floating times (default X-WR-TIMEZONE, then UTC).' }),
  expandFrom: z.string().max(40).optional().meta({
    description:
      'With expandTo: every instance in [from, to] (≤ 1,000 per event, ≤ 100,000 per request: see occurrenceBudget).',
  }),
  expandTo: z.string().max(40).optional(),
})

export const IcalBody = z
  .string()
  .meta({ description: 'RFC 5545 text (text/calendar or text/plain).', examples: [ICAL_EXAMPLE] })

export const IcalReply = z.object({
  calendarId: z.string(),
  events: z.array(CalendarEvent),
  errors: z.array(IcalError),
  occurrenceBudget: OccurrenceBudgetReport.optional(),
})
