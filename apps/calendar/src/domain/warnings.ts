/** The calendar normalizer's warning codes: the kit's catalog plus the calendar's own (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const CALENDAR_WARNINGS = defineWarnings({
  FLOATING_TIME_ASSUMED_DEFAULT_TZ: {
    meaning: 'A time had no zone (floating); it was read in `defaultTimezone` (UTC when none was sent).',
    penalty: 0.05,
  },
  UNKNOWN_TIMEZONE: {
    meaning: 'A zone id is neither IANA, a Windows name (CLDR) nor defined by a VTIMEZONE; read in `defaultTimezone`.',
    penalty: 0.1,
  },
  END_BEFORE_START: { meaning: 'The end is before the start; the end was dropped.', penalty: 0.1 },
  RRULE_INVALID: { meaning: 'The RRULE could not be read; the event is kept without its expansion.', penalty: 0.1 },
  RRULE_MULTIPLE: {
    meaning: 'The event has several RRULE lines (RFC 5545 allows one); their instances are merged, as RFC 2445 did.',
    penalty: 0.02,
  },
  RRULE_BUDGET_EXCEEDED: {
    meaning:
      'Expanding the RRULE took more than its step budget (100,000 per rule, 300,000 per request); nextOccurrences may be incomplete.',
    penalty: 0.05,
  },
  /** No penalty: the event is read as surely as before, only its derived list is shorter. */
  OCCURRENCE_BUDGET_EXCEEDED: {
    meaning: "The request's budget of 100,000 occurrences was spent; this event's nextOccurrences is cut.",
    penalty: 0,
  },
})
