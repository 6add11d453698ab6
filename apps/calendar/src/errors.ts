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
  VENDOR_ERROR: {
    status: 422,
    fix: "The payload is the vendor's error response (Google `{ error: { code, message, errors } }`, Graph `{ error: { code, message } }`), reported with its code and message; fix the request made to the vendor.",
  },
  INVALID_EXPAND_WINDOW: {
    status: 400,
    fix: 'Send parsingHints.expandWindow as { from, to } ISO 8601 instants with from <= to.',
  },
}
