/**
 * Throughput on 5 MB of text logs, sparse (one line in eight holds personal data: the JSON log
 * records of mixed-logs.ts, one per line) and dense (every line does: dense-logs.ts), in process
 * and over HTTP (POST /scan text/plain, detect_and_redact), with baselines measured in the same
 * run: one trivial regex pass over the text in process, and over HTTP a bare Fastify server that
 * echoes the same text body. MB/s is per CPU-second of this process (every thread: the HTTP scans
 * run in the worker pool), which is "per core" and stays meaningful on a shared machine; wall time
 * is shown too. The faster of 2 runs after 1 warm-up (the machine is shared: the slower run measures the neighbours). Run: pnpm --filter @svc/pii bench
 */
import { BENCH_KEY, markdownTable, startEcho, startService } from '@svc/bench'
import { pii } from '../src/app.js'
import { COVERAGE_TYPES } from '../src/domain/coverage.js'
import { scanPayload } from '../src/domain/scan-payload.js'
import { denseTextLogs } from './dense-logs.js'
import { mixedJsonLogs } from './mixed-logs.js'

const SIZE = 5_000_000
const corpora = {
  sparse: mixedJsonLogs(SIZE)
    .map((r) => JSON.stringify(r))
    .join('\n'),
  dense: denseTextLogs(SIZE),
}

interface Measured {
  cpuMs: number
  wallMs: number
}

async function measure(work: () => unknown): Promise<Measured> {
  const runs: Measured[] = []
  for (let i = 0; i < 3; i++) {
    const cpu = process.cpuUsage()
    const wall = performance.now()
    await work()
    const used = process.cpuUsage(cpu)
    if (i >= 1) runs.push({ cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall })
  }
  runs.sort((a, b) => a.cpuMs - b.cpuMs)
  return runs[0] as Measured
}

async function post(url: string, text: string, query: string): Promise<void> {
  const res = await fetch(`${url}/scan${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-gateway-key': BENCH_KEY },
    body: text,
  })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`POST /scan answered ${res.status}`)
}

const service = await startService(pii)
const echo = await startEcho(20_000_000)
const rows: (string | number)[][] = []
try {
  for (const [name, text] of Object.entries(corpora)) {
    const mb = Buffer.byteLength(text) / 1_000_000
    const row = (label: string, m: Measured) =>
      rows.push([`${name}: ${label}`, m.cpuMs.toFixed(0), (mb / (m.cpuMs / 1000)).toFixed(1), m.wallMs.toFixed(0)])
    row('baseline, one trivial regex pass (in process)', await measure(() => text.match(/\d{4}/g)?.length))
    for (const coverage of ['medium', 'high'] as const) {
      const types = COVERAGE_TYPES[coverage]
      row(
        `scan ${coverage}, detect_and_redact (in process)`,
        await measure(() => scanPayload(text, { mode: 'detect_and_redact', types, strategy: 'mask' })),
      )
    }
    row('baseline, echo of the same text body (HTTP)', await measure(() => post(echo.url, text, '')))
    row(
      'POST /scan medium, detect_and_redact (HTTP)',
      await measure(() => post(service.url, text, '?mode=detect_and_redact&coverage=medium')),
    )
    const found = scanPayload(text, { mode: 'detect', types: COVERAGE_TYPES.medium, strategy: 'mask' }).summary.total
    const lines = text.split('\n').length
    console.log(
      `${name}: ${lines.toLocaleString('en-US')} lines, ${mb.toFixed(2)} MB, ${found.toLocaleString('en-US')} findings at medium`,
    )
  }
} finally {
  await service.app.close()
  await echo.app.close()
}
console.log(`\n${markdownTable(['work', 'CPU ms (best of 2)', 'MB/s per CPU-second', 'wall ms'], rows)}`)
