/**
 * Microsoft Graph v1.0 / EWS patternedRecurrence (recurrencePattern + recurrenceRange) -> RRULE
 * (https://learn.microsoft.com/en-us/graph/api/resources/patternedrecurrence).
 * daily, weekly, absoluteMonthly, relativeMonthly, absoluteYearly, relativeYearly; range endDate | numbered | noEnd.
 */
import type { Payload } from './shared.js'

type R = Payload
const DAY: Record<string, string> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
}
const INDEX: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 }

/**
 * `index` counts instances of *any* of `daysOfWeek` ("the second Thursday or Friday": the Graph
 * reference, recurrencePattern), which is BYDAY=TH,FR;BYSETPOS=2 — not BYDAY=2TH,2FR (the second
 * Thursday and the second Friday). One day keeps the equivalent short form BYDAY=2TH.
 */
function relative(days: string[], index: number): string[] {
  const list = days.length > 0 ? days : ['MO']
  if (list.length === 1) return [`BYDAY=${index}${list[0]}`]
  return [`BYDAY=${list.join(',')}`, `BYSETPOS=${index}`]
}

export function graphRrule(recurrence: unknown): string | null {
  if (!recurrence || typeof recurrence !== 'object') return null
  const { pattern, range } = recurrence as { pattern?: R; range?: R }
  if (!pattern || typeof pattern.type !== 'string') return null
  const days: string[] = Array.isArray(pattern.daysOfWeek)
    ? pattern.daysOfWeek
        .map((d: unknown) => DAY[String(d).toLowerCase()])
        .filter((d: unknown): d is string => Boolean(d))
    : []
  const index = INDEX[String(pattern.index ?? 'first').toLowerCase()] ?? 1
  const parts: string[] = []
  const type = pattern.type.toLowerCase()
  if (type === 'daily') parts.push('FREQ=DAILY')
  else if (type === 'weekly') parts.push('FREQ=WEEKLY', `BYDAY=${days.join(',') || 'MO'}`)
  else if (type === 'absolutemonthly') parts.push('FREQ=MONTHLY', `BYMONTHDAY=${Number(pattern.dayOfMonth) || 1}`)
  else if (type === 'relativemonthly') parts.push('FREQ=MONTHLY', ...relative(days, index))
  else if (type === 'absoluteyearly')
    parts.push('FREQ=YEARLY', `BYMONTH=${Number(pattern.month) || 1}`, `BYMONTHDAY=${Number(pattern.dayOfMonth) || 1}`)
  else if (type === 'relativeyearly')
    parts.push('FREQ=YEARLY', `BYMONTH=${Number(pattern.month) || 1}`, ...relative(days, index))
  else return null
  if (Number(pattern.interval) > 1) parts.push(`INTERVAL=${Number(pattern.interval)}`)
  if (typeof pattern.firstDayOfWeek === 'string' && DAY[pattern.firstDayOfWeek.toLowerCase()])
    parts.push(`WKST=${DAY[pattern.firstDayOfWeek.toLowerCase()]}`)
  const rangeType = String(range?.type ?? 'noEnd').toLowerCase()
  if (rangeType === 'numbered' && Number(range?.numberOfOccurrences) > 0)
    parts.push(`COUNT=${Number(range?.numberOfOccurrences)}`)
  if (rangeType === 'enddate' && typeof range?.endDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(range.endDate))
    parts.push(`UNTIL=${range.endDate.replace(/-/g, '')}T235959`)
  return parts.join(';')
}
