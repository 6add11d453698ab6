/**
 * Events per second for a generated 5 MB .ics with 10,000 events (issue #28 target: > 20,000 events/s
 * per core), against baselines measured in the same run: ical.js's bare parse of the whole file (the
 * least any ical.js-based reader does) and our per-block split + parse. Short runs: the host's 2 cores
 * are shared. Run: pnpm --filter @svc/calendar bench
 */
import { formatRate, markdownTable, ratio } from '@svc/bench'
import ICAL from 'ical.js'
import { normalizeIcal } from '../src/domain/ical/normalize-ical.js'
import { generatedIcs } from './inputs.js'

const EVENTS = 10_000
const text = generatedIcs(EVENTS)
const ROUNDS = 5

function measure(run: () => number): number {
  const rates: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now()
    const n = run()
    rates.push(n / ((performance.now() - start) / 1000))
  }
  return rates.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!
}

const rows: [string, number][] = [
  [
    'baseline: ICAL.parse (whole file, no times, no expansion)',
    measure(() => (ICAL.parse(text) as unknown as unknown[][])[2]!.length),
  ],
  [
    'normalizeIcal (zones, DST, 1,000 recurring expanded to 10)',
    measure(() => {
      const { events } = normalizeIcal({ text, calendarId: 'bench' })
      if (events.length !== EVENTS) throw new Error('lost events')
      return events.length
    }),
  ],
]
console.log(
  markdownTable(
    [
      `${EVENTS.toLocaleString('en-US')} events (${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB .ics)`,
      'events/s (1 core, median of 5)',
      'vs baseline',
    ],
    rows.map(([name, rate]) => [name, formatRate(rate), ratio(rate, rows[0]![1])]),
  ),
)
