/** Small readers the calendar adapters share (kept here, not in the kit: only calendars use them). */
import { toIsoUtc } from '@svc/normalize-kit'
import type { Attendee, AttendeeStatus, Person, TimeInput } from '../canonical/event.js'

/**
 * A provider payload as the adapters read it: optional chaining over members whose types the vendor
 * documents; a payload with other types makes the adapter throw, which the kit turns into 422
 * MALFORMED_PAYLOAD (and `normalizeBatch` into that input's error), never a 500.
 */
// biome-ignore lint/suspicious/noExplicitAny: vendor objects are read defensively, see above
export type Payload = Record<string, any>

export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null

/** `{ dateTime, timeZone }` / `{ date }` objects (Google, Graph) and plain strings -> TimeInput. */
export function timeOf(value: unknown, zone?: unknown): TimeInput | null {
  if (typeof value === 'string' && value.trim()) return { value: value.trim(), tzid: str(zone) }
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const date = str(v.date)
  if (date) return { value: date, dateOnly: true }
  const dateTime = str(v.dateTime ?? v.date_time ?? v.local)
  return dateTime ? { value: dateTime, tzid: str(v.timeZone ?? v.timezone ?? v.time_zone ?? zone) } : null
}

/**
 * Epoch seconds -> an instant TimeInput in `zone`, by normalize-kit's epoch rule: a millisecond count
 * in the seconds field is read as milliseconds (and flagged), a count beyond the year 5138 in both
 * units is refused (the resolver warns INVALID_DATE).
 */
export function epochTime(seconds: unknown, zone?: unknown): TimeInput | null {
  const n =
    typeof seconds === 'number' ? seconds : typeof seconds === 'string' && /^\d+$/.test(seconds) ? Number(seconds) : NaN
  if (!Number.isFinite(n)) return null
  const read = toIsoUtc(n, 'epoch_s')
  if (!read.iso) return { value: '', tzid: str(zone), epochCheck: 'out_of_range' }
  return { value: read.iso, tzid: str(zone), ...(read.unitCorrected ? { epochCheck: 'unit_corrected' as const } : {}) }
}

export function person(email: unknown, name: unknown): Person | null {
  const e = str(email)
  const n = str(name)
  return e || n ? { email: e, name: n } : null
}

export function attendee(
  email: unknown,
  name: unknown,
  role: Attendee['role'],
  status: AttendeeStatus | null,
): Attendee {
  return { email: str(email), name: str(name), role, status }
}
