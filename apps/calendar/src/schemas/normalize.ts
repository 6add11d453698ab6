/** POST /normalize: `{ inputs: [{ calendarId, payload, provider?, defaultTimezone?, parsingHints? }] }`, each independent. */
import { checkBatchElement } from '@svc/core'
import { IANAZone } from 'luxon'
import { z } from 'zod'
import type { EventInput } from '../domain/normalize-events.js'
import { toIana } from '../domain/zones.js'
import { CalendarEvent, IcalError, OccurrenceBudgetReport } from './event.js'

export const MAX_INPUTS = 1000

export const Zone = z
  .string()
  .max(64)
  .refine((z) => IANAZone.isValidZone(z) || toIana(z) !== null, 'not an IANA or Windows time-zone id')
  .transform((z) => toIana(z) ?? z)

export const ExpandWindow = z.object({ from: z.string().max(40), to: z.string().max(40) }).meta({
  description:
    'List every instance in [from, to]: at most 1,000 per event and 100,000 for the whole request (see occurrenceBudget).',
})

export const GOOGLE_EXAMPLE = {
  kind: 'calendar#event',
  id: '6bb3l5m1a2',
  iCalUID: '6bb3l5m1a2@google.com',
  status: 'confirmed',
  summary: 'Weekly sync',
  start: { dateTime: '2024-03-01T09:00:00-05:00', timeZone: 'America/New_York' },
  end: { dateTime: '2024-03-01T09:30:00-05:00', timeZone: 'America/New_York' },
  recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
  attendees: [{ email: 'ana@example.com', responseStatus: 'accepted' }],
}

export const EventInputSchema = z.object({
  calendarId: z.string().min(1).max(200),
  payload: z.unknown().meta({ description: 'The provider object, an iCalendar string, or jCal.' }),
  provider: z.string().max(64).optional().meta({ description: 'A key from GET /providers; omitted, detected.' }),
  defaultTimezone: Zone.optional().meta({ description: 'Zone for floating times (default UTC).' }),
  parsingHints: z.object({ expandWindow: ExpandWindow.optional() }).optional(),
})

export const NormalizeBody = z
  .strictObject({
    inputs: z
      .array(z.unknown().meta({ description: 'An input, checked one by one.' }))
      .min(1)
      .max(MAX_INPUTS),
  })
  .meta({ examples: [{ inputs: [{ calendarId: 'work', payload: GOOGLE_EXAMPLE }] }] })

export function toInput(
  value: unknown,
  index: number,
): { ok: true; input: EventInput } | { ok: false; failure: Record<string, unknown> & { index: number } } {
  const checked = checkBatchElement(EventInputSchema, value, index, {
    at: ['inputs'],
    describe: (i) => `Input ${i} is not valid`,
  })
  if (!checked.ok)
    return {
      ok: false,
      failure: { ...checked.failure, calendarId: (value as { calendarId?: unknown })?.calendarId ?? null },
    }
  return { ok: true, input: checked.value as EventInput }
}

const Failure = z.object({ index: z.int(), error: z.string(), message: z.string(), calendarId: z.unknown() }).loose()

export const NormalizeReply = z.object({
  results: z.array(
    z.union([
      z.object({
        index: z.int(),
        calendarId: z.string(),
        provider: z.string(),
        detected: z.boolean(),
        events: z.array(CalendarEvent),
        errors: z.array(IcalError.omit({ calendarId: true })).optional(),
      }),
      Failure,
    ]),
  ),
  errors: z.array(Failure),
  occurrenceBudget: OccurrenceBudgetReport.optional(),
})
