/**
 * Where the time goes for the same 10,000-event file: fastest of 6 rounds per phase (the shared host
 * makes medians noisy; the minimum is the least-disturbed run). Run: pnpm --filter @svc/calendar bench
 */
import { markdownTable } from '@svc/bench'
import ICAL from 'ical.js'
import type { EventDraft } from '../src/canonical/event.js'
import { type CompleteOptions, completeEvent } from '../src/domain/complete-event.js'
import { readVeventLines } from '../src/domain/ical/read-vevent.js'
import { blockText, splitIcal } from '../src/domain/ical/split-ical.js'
import { type JCal, veventDraft } from '../src/domain/ical/vevent-draft.js'
import { defaultZoneOf } from '../src/domain/resolve-time.js'
import { emptyZoneBook } from '../src/domain/zones.js'
import { generatedIcs } from './inputs.js'

const EVENTS = 10_000
const text = generatedIcs(EVENTS)
const best: Record<string, number> = {}
for (let round = 0; round < 6; round++) {
  const t0 = performance.now()
  const { blocks } = splitIcal(text)
  const t1 = performance.now()
  const parsed = blocks.map((b) => readVeventLines(b.lines) ?? (ICAL.parse(blockText(b)) as unknown as JCal))
  const t2 = performance.now()
  const drafts: EventDraft[] = parsed.map(veventDraft)
  const t3 = performance.now()
  const options: CompleteOptions = {
    calendarId: 'b',
    provider: 'ical',
    kind: 'vendor',
    scope: { book: emptyZoneBook(), defaultZone: defaultZoneOf(undefined) },
  }
  for (const d of drafts) completeEvent(d, options)
  const t4 = performance.now()
  const phases = {
    'split blocks': t1 - t0,
    'read blocks (content lines -> jCal; ical.js for the rest)': t2 - t1,
    'VEVENT -> draft': t3 - t2,
    'times, zones, recurrence': t4 - t3,
  }
  for (const [k, v] of Object.entries(phases)) best[k] = Math.min(best[k] ?? Number.POSITIVE_INFINITY, v)
}
const total = Object.values(best).reduce((a, b) => a + b, 0)
console.log(
  markdownTable(
    ['phase (10,000 events)', 'ms (fastest of 6)'],
    [
      ...Object.entries(best).map(([k, v]) => [k, v.toFixed(0)]),
      ['sum → events/s', `${total.toFixed(0)} → ${Math.round(EVENTS / (total / 1000)).toLocaleString('en-US')}`],
    ],
  ),
)
