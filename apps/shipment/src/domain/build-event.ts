/**
 * One carrier event -> a TrackingEvent: status (the carrier's mapping, refined or replaced by the
 * wording table), time to UTC with the local time kept, location with an ISO country. Adapters give
 * raw fields; warnings go to the record's ctx (INVALID_DATE, TIMEZONE_ASSUMED, COUNTRY_UNKNOWN).
 */
import { type NormalizeContext, plainText, toCountryCode } from '@svc/normalize-kit'
import { readEventTime, type TimeInput } from './event-time.js'
import type { Location, TrackingEvent } from './shipment.js'
import type { ShipmentStatus } from './status.js'
import { statusFromWords } from './status-words.js'

export interface RawLocation {
  city?: unknown
  region?: unknown
  postalCode?: unknown
  country?: unknown
}

export interface RawEvent {
  /** The status the carrier's code table gives (undefined: code absent or not in the table). */
  mapped?: ShipmentStatus | undefined
  /** The carrier wording kept as `originalCarrierStatus` (code and text). */
  original: string
  time: TimeInput
  location?: RawLocation | undefined
  eventType?: unknown
  description?: unknown
}

/** Carrier wording may carry markup or references (`&amp;`, `<SUP>&#153;</SUP>`): read as text once. */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  return plainText(value) || undefined
}

/** Carrier feeds repeat a handful of country spellings: the ISO code per spelling is kept (bounded). */
const countries = new Map<string, string | null>()
function countryCode(text: string): string | undefined {
  let code = countries.get(text)
  if (code === undefined) {
    code = toCountryCode(text) ?? null
    if (countries.size >= 5_000) countries.clear()
    countries.set(text, code)
  }
  return code ?? undefined
}

export function toLocation(
  ctx: NormalizeContext,
  raw: RawLocation | undefined,
  field = 'location',
): Location | undefined {
  if (!raw) return undefined
  const out: Location = {}
  const city = text(raw.city)
  const region = text(raw.region)
  const postalCode = text(raw.postalCode)
  const countryText = text(raw.country)
  if (city) out.city = city
  if (region) out.region = region
  if (postalCode) out.postalCode = postalCode
  if (countryText) {
    const code = countryCode(countryText)
    if (code) out.country = code
    else {
      out.countryRaw = countryText
      ctx.warn('COUNTRY_UNKNOWN', 'A country could not be mapped to ISO 3166-1; kept in countryRaw.', field)
    }
  }
  return Object.keys(out).length ? out : undefined
}

const REFINES_EXCEPTION = new Set<ShipmentStatus>(['failed_attempt', 'returned', 'cancelled'])

/** Status: a specific wording beats a coarse code (`transit` + "Delivery attempted" = failed_attempt). */
export function resolveStatus(mapped: ShipmentStatus | undefined, wording: string | undefined): ShipmentStatus {
  if (mapped && mapped !== 'unknown' && mapped !== 'in_transit' && mapped !== 'exception') return mapped
  const words = statusFromWords(wording)
  if (!mapped) return words ?? 'unknown'
  if (!words || words === mapped) return mapped
  if (mapped === 'unknown') return words
  if (mapped === 'in_transit') return words === 'pending' ? mapped : words
  if (mapped === 'exception') return REFINES_EXCEPTION.has(words) ? words : mapped
  return mapped
}

export function buildEvent(ctx: NormalizeContext, raw: RawEvent): TrackingEvent {
  const description = text(raw.description)
  const event: TrackingEvent = {
    canonicalStatus: resolveStatus(raw.mapped, description ?? raw.original),
    originalCarrierStatus: raw.original,
  }
  const location = toLocation(ctx, raw.location, 'events.location')
  // The event's country chooses among an abbreviation's meanings (CST in China: China Standard Time).
  const time = readEventTime(raw.time, location?.country ? { country: location.country } : {})
  if (time.invalid) ctx.warn('INVALID_DATE', 'An event time is not readable; it was left out.', 'events.timestampIso')
  if (time.assumed) ctx.warn('TIMEZONE_ASSUMED', 'An event time without a zone was read as UTC.', 'events.timestampIso')
  if (time.abbreviation)
    ctx.warn(
      'ZONE_ABBREVIATION_ASSUMED',
      `The event zone ${time.abbreviation} is an abbreviation; its meaning came from the event's country or the default.`,
      'events.timestampIso',
    )
  if (time.timestampIso) event.timestampIso = time.timestampIso
  if (time.localTimestamp) event.localTimestamp = time.localTimestamp
  if (time.utcOffset) event.utcOffset = time.utcOffset
  if (location) event.location = location
  const eventType = text(raw.eventType)
  if (eventType) event.eventType = eventType
  if (description) event.description = description
  return event
}

/** `code: description` (either part may be missing) for `originalCarrierStatus`. */
export function originalStatus(code: unknown, wording: unknown): string {
  const c = text(code)
  const w = text(wording)
  if (c && w) return `${c}: ${w}`
  return c ?? w ?? ''
}
