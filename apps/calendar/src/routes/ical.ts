/** POST /normalize/ical: an .ics file -> canonical events (200 with `errors` for malformed VEVENTs; 400 when none parsed). */
import { defineRoute } from '@svc/core'
import { AppError } from '@svc/core/errors'
import type { EventNormalizer } from '../infra/event-normalizer.js'
import { ICAL_EXAMPLE, IcalBody, IcalQuery, IcalReply } from '../schemas/ical.js'

export const icalRoute = ({ normalizer }: { normalizer: EventNormalizer }) =>
  defineRoute({
    method: 'POST',
    url: '/normalize/ical',
    summary: 'Normalize an iCalendar (.ics) file to canonical events',
    description:
      'Raw RFC 5545 text as `text/calendar` or `text/plain`; `?calendarId=` (default `ical`), `?defaultTimezone=`, `?expandFrom=&expandTo=`. Files over 32 KB parse in the worker pool. At most 100,000 listed occurrences per request (`occurrenceBudget` in the reply when it ran out).',
    consumes: ['text/calendar', 'text/plain'],
    rawExamples: { 'text/calendar': ICAL_EXAMPLE },
    schema: { body: IcalBody, querystring: IcalQuery, response: { 200: IcalReply } },
    async handler({ body, query }) {
      if (typeof body !== 'string')
        throw new AppError('INVALID_ICAL', 'Send the calendar as text/calendar or text/plain.')
      const window =
        query.expandFrom || query.expandTo ? { from: query.expandFrom ?? '', to: query.expandTo ?? '' } : undefined
      const calendarId = query.calendarId ?? 'ical'
      const result = await normalizer.ical({ text: body, calendarId, defaultTimezone: query.defaultTimezone, window })
      return { calendarId, ...result }
    },
  })
