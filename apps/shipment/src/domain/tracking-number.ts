/**
 * Tracking-number detection. Numbers with a check digit are validated by `ts-tracking-number`
 * (the jkeen/tracking_number_data rules: UPS 1Z mod-10 variant, FedEx 12/15/20/22/34-digit mod-11 and
 * mod-10, USPS 20/22/34-digit IMpb mod-10, DHL Express 10-digit mod-7, UPU S10 with its weighted
 * check digit, Amazon TBA, OnTrac); a UPU S10 number's carrier is the postal operator of its country
 * suffix (table below). Formats without a check digit are recognized by pattern only (`checkDigit:
 * 'none'`) and never outrank a validated match.
 */
import { allCouriers, getTracking, type TrackingCourier } from 'ts-tracking-number'

export interface NumberMatch {
  carrier: string
  /** The format's name (`UPS`, `FedEx Express (12)`, `USPS 91`, `S10`, `LaserShip`). */
  format: string
  checkDigit: 'valid' | 'none'
}

/** UPU S10 country suffix -> the postal operator's carrier key (only the labels this service knows). */
export const S10_OPERATORS: Readonly<Record<string, string>> = {
  US: 'usps',
  GB: 'royal_mail',
  CA: 'canada_post',
  AU: 'australia_post',
  CN: 'china_post',
  JP: 'japan_post',
  NL: 'postnl',
  DE: 'dhl',
}

/** Library courier code -> carrier key (DHL's e-commerce format is the `dhl_ecommerce` key). */
const COURIER_KEYS: Readonly<Record<string, string>> = {
  ups: 'ups',
  fedex: 'fedex',
  usps: 'usps',
  dhl: 'dhl',
  ontrac: 'ontrac',
  amazon: 'amazon_logistics',
}

/** Pattern-only formats (the carrier publishes no check digit), tried after the validated ones. */
export const PATTERN_FORMATS: readonly { carrier: string; format: string; pattern: RegExp }[] = [
  { carrier: 'lasership', format: 'LaserShip', pattern: /^(1LS\d{12,15}|L[A-Z]\d{8})$/ },
  { carrier: 'canada_post', format: 'Canada Post (16)', pattern: /^\d{16}$/ },
  { carrier: 'purolator', format: 'Purolator PIN', pattern: /^[A-Z]{3}\d{9}$/ },
  { carrier: 'evri', format: 'Evri (16)', pattern: /^[A-Z0-9]{2}\d{14}$/ },
  { carrier: 'dpd', format: 'DPD parcel (14)', pattern: /^\d{14}$/ },
  { carrier: 'postnl', format: 'PostNL 3S', pattern: /^3S[A-Z0-9]{11,13}$/ },
  { carrier: 'gls', format: 'GLS (11)', pattern: /^\d{11}$/ },
  { carrier: 'aramex', format: 'Aramex AWB (11)', pattern: /^\d{11}$/ },
]

/** Carrier priority when a number validates for several carriers (a 22-digit 92… is USPS and FedEx SmartPost). */
const PRIORITY = ['ups', 'usps', 'fedex', 'dhl', 'dhl_ecommerce', 'amazon_logistics', 'ontrac']

const S10 = /^[A-Z]{2}\d{9}([A-Z]{2})$/

export function cleanTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase()
}

function validated(number: string): NumberMatch[] {
  const out: NumberMatch[] = []
  for (const courier of allCouriers as readonly TrackingCourier[]) {
    const hit = getTracking(number, [courier])
    if (!hit) continue
    if (courier.courier_code === 's10') {
      const country = S10.exec(number)?.[1] ?? ''
      const carrier = S10_OPERATORS[country]
      out.push({ carrier: carrier ?? 'unknown', format: `S10 (${country})`, checkDigit: 'valid' })
      continue
    }
    const key = /e-?commerce/i.test(hit.name) ? 'dhl_ecommerce' : COURIER_KEYS[courier.courier_code]
    const data = courier.tracking_numbers.find((d) => d.name === hit.name)
    if (key) out.push({ carrier: key, format: hit.name, checkDigit: data?.validation.checksum ? 'valid' : 'none' })
  }
  const rank = (m: NumberMatch) => {
    const i = PRIORITY.indexOf(m.carrier)
    return i < 0 ? PRIORITY.length : i
  }
  return out.sort((a, b) => (a.checkDigit === b.checkDigit ? rank(a) - rank(b) : a.checkDigit === 'valid' ? -1 : 1))
}

const cache = new Map<string, readonly NumberMatch[]>()
const CACHE_LIMIT = 10_000

/** Every carrier the number can belong to: check-digit matches first (by priority), then pattern-only formats. */
export function matchTrackingNumber(raw: string): readonly NumberMatch[] {
  const number = cleanTrackingNumber(raw)
  const cached = cache.get(number)
  if (cached) return cached
  const matches = validated(number)
  if (matches.length === 0) {
    for (const f of PATTERN_FORMATS)
      if (f.pattern.test(number)) matches.push({ carrier: f.carrier, format: f.format, checkDigit: 'none' })
  }
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(number, matches)
  return matches
}

/** Shapes of check-digit formats: a number with the shape but no valid check digit is reported. */
const SHAPES: readonly { carrier: string; pattern: RegExp }[] = [
  { carrier: 'ups', pattern: /^1Z[A-Z0-9]{16}$/ },
  { carrier: 'usps', pattern: /^(9[1-5]\d{18,20}|420\d{5}9\d{21})$/ },
  { carrier: 'fedex', pattern: /^(\d{12}|\d{15}|\d{20}|96\d{20})$/ },
  { carrier: 'dhl', pattern: /^\d{10}$/ },
  { carrier: 'upu_s10', pattern: S10 },
]

/** The carrier whose format the number has although no check digit validated it, if any. */
export function failedCheckDigit(raw: string): string | undefined {
  const number = cleanTrackingNumber(raw)
  if (matchTrackingNumber(number).length > 0) return undefined
  return SHAPES.find((s) => s.pattern.test(number))?.carrier
}
