/** RFC 5545 recurrence lines as JSON APIs carry them (Google `recurrence`: `RRULE:…`, `EXDATE;TZID=…:…,…`). */
import type { TimeInput } from '../../canonical/event.js'

export interface RecurrenceLines {
  rrule: string | null
  exdates: TimeInput[]
  rdates: TimeInput[]
}

export function readRecurrenceLines(lines: unknown): RecurrenceLines {
  const out: RecurrenceLines = { rrule: null, exdates: [], rdates: [] }
  if (!Array.isArray(lines)) return out
  for (const line of lines) {
    if (typeof line !== 'string') continue
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const [name = '', ...params] = line.slice(0, colon).split(';')
    const value = line.slice(colon + 1)
    const key = name.toUpperCase()
    if (key === 'RRULE') out.rrule ??= value
    if (key !== 'EXDATE' && key !== 'RDATE') continue
    const tzid = params.find((p) => /^TZID=/i.test(p))?.slice(5) ?? null
    const dateOnly = params.some((p) => /^VALUE=DATE$/i.test(p))
    const list = value.split(',').map((v) => ({ value: v.split('/')[0]!.trim(), tzid, dateOnly }))
    ;(key === 'EXDATE' ? out.exdates : out.rdates).push(...list)
  }
  return out
}
