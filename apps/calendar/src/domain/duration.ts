/** RFC 5545 / ISO 8601 durations (`PT1H30M`, `P1D`, `-PT15M`, `P2W`) -> milliseconds of wall time, or null. */
const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i

/** The longest duration read: 100 years of days. */
export const MAX_DURATION_MS = 36_525 * 86_400_000

export function durationMs(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value * 60_000 : null
  if (typeof value !== 'string') return null
  const m = DURATION.exec(value.trim())
  if (!m || value.trim().toUpperCase().endsWith('T') || /^[+-]?P$/i.test(value.trim())) return null
  const [, sign, w, d, h, mi, s] = m
  const ms =
    ((((Number(w ?? 0) * 7 + Number(d ?? 0)) * 24 + Number(h ?? 0)) * 60 + Number(mi ?? 0)) * 60 + Number(s ?? 0)) *
    1000
  // beyond 100 years no calendar means it (P9999999W ends in the year 193677; larger ones overflow Date)
  if (!(ms <= MAX_DURATION_MS)) return null
  return sign === '-' ? -ms : ms
}
