/**
 * Wall times as numbers: a local date-time encoded as if it were UTC (`Date.UTC(y, m, d, h, mi, s)`).
 * Recurrence is expanded in this space (rrule's "floating" mode) and each result is converted to an
 * instant in its zone afterwards, so a weekly 09:00 stays 09:00 across DST changes.
 */
const WALL = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2}))?(?:\.\d+)?)?$/

export function parseWall(text: string): number | null {
  const m = WALL.exec(text)
  if (!m) return null
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as number[]
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 60) return null
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, Math.min(s!, 59))
  return new Date(ms).getUTCDate() === d ? ms : null
}

export function formatWall(wall: number, dateOnly = false): string {
  const iso = new Date(wall).toISOString()
  return dateOnly ? iso.slice(0, 10) : iso.slice(0, 19)
}

export function formatInstant(ms: number): string {
  return new Date(ms).toISOString()
}

export const DAY_MS = 86_400_000
