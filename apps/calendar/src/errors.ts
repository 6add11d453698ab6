/** The calendar normalizer's error codes (merged into core's catalog). */
import type { ErrorCatalog } from '@svc/core'
import { normalizeErrors } from '@svc/normalize-kit'
import { VOCABULARY } from './domain/normalize-events.js'

export const calendarErrors: ErrorCatalog = {
  ...normalizeErrors(VOCABULARY),
  INVALID_ICAL: {
    status: 400,
    fix: 'Send RFC 5545 text (BEGIN:VCALENDAR … BEGIN:VEVENT … END:VEVENT … END:VCALENDAR).',
  },
  INVALID_EXPAND_WINDOW: {
    status: 400,
    fix: 'Send parsingHints.expandWindow as { from, to } ISO 8601 instants with from <= to.',
  },
}
