/**
 * Scan throughput on 10 MB of mixed JSON log records (bench/mixed-logs.ts), in process, at each
 * coverage, with two baselines measured in the same run: JSON.parse of the same records and one
 * trivial regex pass (every 4-digit run) over every string. MB/s is per CPU-second of this process
 * (user + system), which is "per core" and stays meaningful on a shared machine; wall time is shown
 * too. Median of 5 runs after 2 warm-up runs. Run: pnpm --filter @svc/pii bench
 */
import { markdownTable } from '@svc/bench'
import { COVERAGE_TYPES } from '../src/domain/coverage.js'
import { scanPayload } from '../src/domain/scan-payload.js'
import { mixedJsonLogs } from './mixed-logs.js'

const records = mixedJsonLogs(10_000_000)
const text = JSON.stringify(records)
const megabytes = text.length / 1_000_000

function measure(work: () => void): { cpuMs: number; wallMs: number } {
  const runs: { cpuMs: number; wallMs: number }[] = []
  for (let i = 0; i < 7; i++) {
    const cpu = process.cpuUsage()
    const wall = performance.now()
    work()
    const used = process.cpuUsage(cpu)
    if (i >= 2) runs.push({ cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall })
  }
  runs.sort((a, b) => a.cpuMs - b.cpuMs)
  return runs[Math.floor(runs.length / 2)] as { cpuMs: number; wallMs: number }
}

function everyString(value: unknown, visit: (s: string) => void): void {
  if (typeof value === 'string') visit(value)
  else if (Array.isArray(value)) for (const item of value) everyString(item, visit)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) everyString(item, visit)
}

const trivialRegex = () => {
  let hits = 0
  everyString(records, (s) => {
    hits += s.match(/\d{4}/g)?.length ?? 0
  })
  return hits
}

const rows: [string, { cpuMs: number; wallMs: number }][] = [
  ['baseline: JSON.parse of the same 10 MB', measure(() => JSON.parse(text))],
  ['baseline: one trivial regex pass over every string', measure(trivialRegex)],
]
for (const coverage of ['low', 'medium', 'high'] as const) {
  const types = COVERAGE_TYPES[coverage]
  rows.push([
    `scan, coverage ${coverage} (detect)`,
    measure(() => scanPayload(records, { mode: 'detect', types, strategy: 'mask' })),
  ])
}
const types = COVERAGE_TYPES.medium
rows.push([
  'scan, coverage medium (detect_and_redact, mask)',
  measure(() => scanPayload(records, { mode: 'detect_and_redact', types, strategy: 'mask' })),
])

const found = scanPayload(records, { mode: 'detect', types, strategy: 'mask' }).summary.total
console.log(
  `${records.length.toLocaleString('en-US')} records, ${text.length.toLocaleString('en-US')} bytes of JSON, ${found.toLocaleString('en-US')} findings at medium\n`,
)
console.log(
  markdownTable(
    ['work', 'CPU ms (median)', 'MB/s per CPU-second', 'wall ms'],
    rows.map(([label, m]) => [
      label,
      m.cpuMs.toFixed(0),
      (megabytes / (m.cpuMs / 1000)).toFixed(1),
      m.wallMs.toFixed(0),
    ]),
  ),
)
