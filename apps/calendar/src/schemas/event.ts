/** The canonical event as a zod schema (response documentation and serialization). */
import { z } from 'zod'

const Time = z.object({
  local: z
    .string()
    .meta({ description: 'Wall time as written (`YYYY-MM-DDTHH:mm:ss`), or the date for all-day values.' }),
  utc: z.string().meta({ description: 'The instant (`…Z`), or the same date for all-day values.' }),
  timezone: z.string().nullable().meta({ description: 'IANA zone (or the custom VTIMEZONE id); null for dates.' }),
})
const Person = z.object({ email: z.string().nullable(), name: z.string().nullable() })
const Warning = z.object({ code: z.string(), message: z.string(), field: z.string().optional() })

export const CalendarEvent = z
  .object({
    id: z.string(),
    uid: z.string().nullable(),
    title: z.string().nullable(),
    description: z.string().nullable(),
    location: z.object({
      text: z.string().nullable(),
      url: z.string().nullable(),
      onlineMeetingUrl: z.string().nullable(),
    }),
    start: Time.nullable(),
    end: Time.nullable().meta({ description: 'Exclusive (RFC 5545): an all-day event on 2024-03-01 ends 2024-03-02.' }),
    allDay: z.boolean(),
    status: z.enum(['confirmed', 'tentative', 'cancelled']),
    organizer: Person.nullable(),
    attendees: z.array(
      Person.extend({
        role: z.enum(['chair', 'required', 'optional', 'non_participant']).nullable(),
        status: z.enum(['accepted', 'declined', 'tentative', 'needs_action']).nullable(),
      }),
    ),
    recurrence: z
      .object({
        rrule: z.string().nullable(),
        exdates: z.array(Time),
        rdates: z.array(Time),
        humanText: z.string().nullable(),
        nextOccurrences: z.array(z.object({ start: Time, end: Time.nullable(), overridden: z.boolean() })),
      })
      .nullable(),
    recurrenceId: Time.nullable(),
    reminders: z.array(z.object({ minutesBefore: z.number(), method: z.string().nullable() })),
    provenance: z.object({ calendarId: z.string(), sourceId: z.string().nullable(), provider: z.string() }),
    interpretation: z.object({ confidence: z.number(), warnings: z.array(Warning) }),
  })
  .meta({ id: 'CalendarEvent' })

export const IcalError = z.object({
  index: z.int().meta({ description: 'Position of the VEVENT among the VEVENTs of the file.' }),
  error: z.string(),
  message: z.string(),
  line: z.int().meta({ description: 'Line of its BEGIN:VEVENT after unfolding.' }),
  calendarId: z.string(),
})

export const OccurrenceBudgetReport = z
  .object({
    limit: z.int().meta({ description: 'Occurrences one request may list in all (100,000).' }),
    used: z.int().meta({ description: 'Occurrences listed in this reply.' }),
    eventsTruncated: z
      .int()
      .meta({ description: 'Events whose nextOccurrences was cut (each has OCCURRENCE_BUDGET_EXCEEDED).' }),
  })
  .meta({
    id: 'OccurrenceBudget',
    description:
      "Present only when the request's budget of 100,000 listed occurrences ran out: later events keep all their fields but list fewer (or no) nextOccurrences. Narrow expandWindow or split the request.",
  })
