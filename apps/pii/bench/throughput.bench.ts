/**
 * Throughput on 5 MB of text logs, sparse (one line in eight holds personal data: the JSON log
 * records of mixed-logs.ts, one per line) and dense (every line does: dense-logs.ts), in process
 * and over HTTP (POST /scan text/plain, detect_and_redact), with baselines measured in the same
 * run: one trivial regex pass over the text in process, and over HTTP a bare Fastify server that
 * echoes the same text body. MB/s is per CPU-second of this process (every thread: the HTTP scans
 * run in the worker pool), which is "per core" and stays meaningful on a shared machine; wall time
 * is shown too. The faster of 2 runs after 1 warm-up (the machine is shared: the slower run measures the neighbours). Run: pnpm --filter @svc/pii bench
 *
 * With PII_BENCH_BASELINE set to the folder of another built copy of this package (for example a
 * `git worktree` of main, installed and built), every scan row is also measured with that copy's
 * `dist/`, in the same run and alternating with this one, in a column of its own.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
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

async function once(work: () => unknown): Promise<Measured> {
  const cpu = process.cpuUsage()
  const wall = performance.now()
  await work()
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall }
}

/** The faster of 2 runs after a warm-up; with a baseline, the two versions alternate run by run. */
async function measure(work: () => unknown, baseline?: () => unknown): Promise<[Measured, Measured | undefined]> {
  const runs: Measured[] = []
  const baseRuns: Measured[] = []
  for (let i = 0; i < 3; i++) {
    const ours = await once(work)
    const theirs = baseline ? await once(baseline) : undefined
    if (i === 0) continue
    runs.push(ours)
    if (theirs) baseRuns.push(theirs)
  }
  const best = (list: Measured[]) => list.sort((a, b) => a.cpuMs - b.cpuMs)[0]
  return [best(runs) as Measured, best(baseRuns)]
}

interface Baseline {
  scanPayload: typeof scanPayload
  pii: typeof pii
}

async function loadBaseline(folder: string | undefined): Promise<Baseline | undefined> {
  if (!folder) return undefined
  const dist = (file: string) => pathToFileURL(resolve(folder, 'dist', file)).href
  const [domain, app] = await Promise.all([import(dist('domain/scan-payload.js')), import(dist('app.js'))])
  return { scanPayload: domain.scanPayload, pii: app.pii }
}

async function post(url: string, text: string, query: string, retry = true): Promise<void> {
  let res: Response
  try {
    res = await fetch(`${url}/scan${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-gateway-key': BENCH_KEY },
      body: text,
    })
  } catch (error) {
    // A kept-alive connection left idle through the in-process rows may be reset as it is reused: once more.
    if (retry && (error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET')
      return post(url, text, query, false)
    throw error
  }
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`POST /scan answered ${res.status}`)
}

const baseline = await loadBaseline(process.env.PII_BENCH_BASELINE)
const service = await startService(pii)
const baseService = baseline ? await startService(baseline.pii) : undefined
const echo = await startEcho(20_000_000)
const rows: (string | number)[][] = []
const rate = (mb: number, m: Measured | undefined) => (m ? (mb / (m.cpuMs / 1000)).toFixed(1) : '')
try {
  for (const [name, text] of Object.entries(corpora)) {
    const mb = Buffer.byteLength(text) / 1_000_000
    const row = (label: string, [m, base]: [Measured, Measured | undefined]) =>
      rows.push([
        `${name}: ${label}`,
        m.cpuMs.toFixed(0),
        ...(baseline ? [rate(mb, base)] : []),
        rate(mb, m),
        m.wallMs.toFixed(0),
      ])
    row('baseline, one trivial regex pass (in process)', await measure(() => text.match(/\d{4}/g)?.length))
    for (const coverage of ['medium', 'high'] as const) {
      const options = { mode: 'detect_and_redact', types: COVERAGE_TYPES[coverage], strategy: 'mask' } as const
      row(
        `scan ${coverage}, detect_and_redact (in process)`,
        await measure(
          () => scanPayload(text, options),
          baseline ? () => baseline.scanPayload(text, options) : undefined,
        ),
      )
    }
    row('baseline, echo of the same text body (HTTP)', await measure(() => post(echo.url, text, '')))
    const query = '?mode=detect_and_redact&coverage=medium'
    row(
      'POST /scan medium, detect_and_redact (HTTP)',
      await measure(
        () => post(service.url, text, query),
        baseService ? () => post(baseService.url, text, query) : undefined,
      ),
    )
    const found = scanPayload(text, { mode: 'detect', types: COVERAGE_TYPES.medium, strategy: 'mask' }).summary.total
    const lines = text.split('\n').length
    console.log(
      `${name}: ${lines.toLocaleString('en-US')} lines, ${mb.toFixed(2)} MB, ${found.toLocaleString('en-US')} findings at medium`,
    )
  }
} finally {
  await service.app.close()
  await baseService?.app.close()
  await echo.app.close()
}
const columns = ['work', 'CPU ms (best of 2)', ...(baseline ? ['baseline MB/s'] : []), 'MB/s per CPU-second', 'wall ms']
console.log(`\n${markdownTable(columns, rows)}`)
