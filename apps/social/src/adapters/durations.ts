/** Durations platforms send as text: ISO 8601 (`PT1H4M13S`, YouTube) and Twitch's `3h8m33s`; seconds out. */
const ISO = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/
const COMPACT = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/

export function durationSeconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined
  if (typeof value !== 'string' || value === '') return undefined
  const iso = ISO.exec(value)
  if (iso && value !== 'P' && value !== 'PT')
    return Number(iso[1] ?? 0) * 86400 + Number(iso[2] ?? 0) * 3600 + Number(iso[3] ?? 0) * 60 + Number(iso[4] ?? 0)
  const compact = COMPACT.exec(value)
  if (compact && value !== '')
    return Number(compact[1] ?? 0) * 3600 + Number(compact[2] ?? 0) * 60 + Number(compact[3] ?? 0)
  return undefined
}
