/**
 * CSV -> JSON and JSON -> CSV throughput and peak memory on a generated 20 MB file (README.md, Benchmark): the
 * service end to end over HTTP (a standalone `node dist/server.js` on 127.0.0.1, so its peak memory is
 * its own; the fast path, README.md) against bare papaparse (timed in this process; its memory in a
 * child process doing the same work) and against Miller (`mlr`, skipped when absent; memory through
 * /usr/bin/time when present), all in the same run. Times are the median of 3 runs.
 * Run: pnpm --filter @svc/format-converter bench
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { markdownTable } from '@svc/bench'
import Papa from 'papaparse'

const require = createRequire(import.meta.url)
const PORT = Number(process.env.BENCH_PORT ?? 18084)
const KEY = 'bench-key'
const RUNS = 3
const dir = mkdtempSync(join(tmpdir(), 'fc-bench-'))

function generateCsv(bytes: number): string {
  const cities = ['Zürich', 'Malmö', 'São Paulo', 'Kraków', 'Αθήνα', 'Москва', 'New York, NY']
  const lines = ['id,name,email,city,amount,date,note']
  let size = lines[0]!.length + 1
  let seed = 42
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
  for (let id = 1; size < bytes; id++) {
    const city = cities[next() % cities.length]!
    const note = next() % 5 === 0 ? '"said ""hi"", then left"' : 'plain note'
    const line = `${id},Customer ${next() % 100_000},user${id}@example.com,"${city}",${(next() % 1_000_000) / 100},2024-0${(id % 9) + 1}-1${id % 10},${note}`
    lines.push(line)
    size += Buffer.byteLength(line) + 1
  }
  return `${lines.join('\n')}\n`
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await work()
    times.push((performance.now() - start) / 1000)
  }
  return median(times)
}

async function post(path: string, body: Buffer, contentType: string, accept: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept, 'x-gateway-key': KEY },
    body: body as unknown as RequestInit['body'],
  })
  // The client takes the bytes without decoding them: the service's work is what is measured.
  const bytes = await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${Buffer.from(bytes).toString('utf8', 0, 200)}`)
}

function memoryOf(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024
}

/** Peak RSS above the baseline of a child node process doing one bare-papaparse conversion of `file`. */
function papaparseMemory(direction: 'toJson' | 'toCsv', file: string): number {
  const work =
    direction === 'toJson'
      ? 'JSON.stringify(Papa.parse(text, { header: true, skipEmptyLines: true }).data, null, 2)'
      : 'Papa.unparse(JSON.parse(text))'
  const script = `
    const Papa = require(${JSON.stringify(require.resolve('papaparse'))})
    const base = process.memoryUsage().rss
    const text = require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8')
    const out = ${work}
    process.stdout.write(String(process.resourceUsage().maxRSS * 1024 - base) + ' ' + out.length)`
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 1 << 20 })
  if (run.status !== 0) throw new Error(`papaparse child failed: ${run.stderr}`)
  return Number(run.stdout.split(' ')[0])
}

/** Miller's whole-process peak RSS (GNU time's %M), or undefined without /usr/bin/time. */
function millerMemory(args: string[], file: string): number | undefined {
  if (!existsSync('/usr/bin/time')) return undefined
  const run = spawnSync('/usr/bin/time', ['-f', '%M', 'mlr', ...args, 'cat', join(dir, file)], {
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  })
  const kb = Number(/(\d+)\s*$/.exec(run.stderr ?? '')?.[1])
  return run.status === 0 && kb > 0 ? kb * 1024 : undefined
}

async function startServer() {
  const child = spawn(process.execPath, [new URL('../dist/server.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', GATEWAY_KEYS: KEY, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health`)).ok) return child
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error('the service did not start')
}

// Both inputs just under the 20 MB request limit: the CSV, and compact JSON of as many of its records as fit.
const LIMIT = 19_900_000
const csv = generateCsv(LIMIT - 200)
// In a function, so that the parsed records are garbage before anything is timed (the client's event
// loop should not stop for major collections of a heap it no longer needs).
const json = (() => {
  const records = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data
  const full = JSON.stringify(records)
  return JSON.stringify(records.slice(0, Math.floor((records.length * LIMIT) / Buffer.byteLength(full)) - 10))
})()
const csvMb = Buffer.byteLength(csv) / 1e6
const jsonMb = Buffer.byteLength(json) / 1e6
writeFileSync(join(dir, 'in.csv'), csv)
writeFileSync(join(dir, 'in.json'), json)

/**
 * One direction on a fresh service: the median time of RUNS conversions after one warm-up, and the
 * peak RSS over all of them above the service's idle RSS (each direction on its own process, so neither inherits the other's garbage).
 */
async function measureService(work: () => Promise<void>): Promise<{ seconds: number; peak: number; idle: number }> {
  const server = await startServer()
  const pid = server.pid as number
  try {
    const idle = memoryOf(pid, 'VmRSS')
    // One untimed warm-up (the first request starts a worker thread and compiles the code); its
    // memory counts in the peak.
    await work()
    const seconds = await timed(work)
    return { seconds, peak: memoryOf(pid, 'VmHWM') - idle, idle }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

// The client sends the file's bytes, as `curl --data-binary @file` does.
const csvBytes = Buffer.from(csv)
const jsonBytes = Buffer.from(json)
const serviceToJson = await measureService(() => post('/convert', csvBytes, 'text/csv', 'application/json'))
const serviceToCsv = await measureService(() => post('/convert?to=csv', jsonBytes, 'application/json', 'text/csv'))
const ours = { toJson: serviceToJson.seconds, toCsv: serviceToCsv.seconds }
const peaks = { toJson: serviceToJson.peak, toCsv: serviceToCsv.peak }

const papa = {
  toJson: await timed(() => JSON.stringify(Papa.parse(csv, { header: true, skipEmptyLines: true }).data, null, 2)),
  toCsv: await timed(() => Papa.unparse(JSON.parse(json))),
}
const hasMiller = spawnSync('mlr', ['--version']).status === 0
const mlr = (args: string[], file: string) => () => {
  const run = spawnSync('mlr', [...args, 'cat', join(dir, file)], {
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  if (run.status !== 0) throw new Error('mlr failed')
}
const miller = hasMiller
  ? {
      toJson: await timed(mlr(['--icsv', '--ojson'], 'in.csv')),
      toCsv: await timed(mlr(['--ijson', '--ocsv'], 'in.json')),
    }
  : undefined

const papaMemory = {
  toJson: papaparseMemory('toJson', join(dir, 'in.csv')),
  toCsv: papaparseMemory('toCsv', join(dir, 'in.json')),
}
const millerMem = hasMiller
  ? { toJson: millerMemory(['--icsv', '--ojson'], 'in.csv'), toCsv: millerMemory(['--ijson', '--ocsv'], 'in.json') }
  : undefined
rmSync(dir, { recursive: true, force: true })

const rate = (mb: number, seconds: number) => `${(mb / seconds).toFixed(1)} MB/s (${seconds.toFixed(2)} s)`
const pct = (a: number, b: number) => `${Math.round((b / a) * 100)}%`
const memory = (bytes: number | undefined, inputMb: number) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1e6).toFixed(0)} MB (${(bytes / 1e6 / inputMb).toFixed(1)}x)`
const rows: (string | number)[][] = [
  ['format-converter over HTTP', rate(csvMb, ours.toJson), rate(jsonMb, ours.toCsv)],
  ['bare papaparse (in process)', rate(csvMb, papa.toJson), rate(jsonMb, papa.toCsv)],
  ['ours / papaparse', pct(ours.toJson, papa.toJson), pct(ours.toCsv, papa.toCsv)],
]
if (miller) {
  rows.push(['Miller `mlr cat`', rate(csvMb, miller.toJson), rate(jsonMb, miller.toCsv)])
  rows.push(['ours / Miller', pct(ours.toJson, miller.toJson), pct(ours.toCsv, miller.toCsv)])
} else rows.push(['Miller `mlr cat`', 'skipped: mlr not on PATH', 'skipped'])
rows.push(['peak memory: format-converter (RSS above idle)', memory(peaks.toJson, csvMb), memory(peaks.toCsv, jsonMb)])
rows.push([
  'peak memory: bare papaparse (RSS above start)',
  memory(papaMemory.toJson, csvMb),
  memory(papaMemory.toCsv, jsonMb),
])
if (millerMem) {
  rows.push(['peak memory: Miller (whole process)', memory(millerMem.toJson, csvMb), memory(millerMem.toCsv, jsonMb)])
}
console.log(
  `Input: CSV ${csvMb.toFixed(1)} MB, compact JSON ${jsonMb.toFixed(1)} MB; output JSON indented 2; median of ${RUNS} runs (the service after one warm-up request)\n`,
)
console.log(markdownTable(['', 'CSV -> JSON', 'JSON -> CSV'], rows))
console.log(
  `\nService idle RSS ${(serviceToJson.idle / 1e6).toFixed(0)} / ${(serviceToCsv.idle / 1e6).toFixed(0)} MB. ` +
    `Peak memory of the service: the high-water RSS over the warm-up and ${RUNS} runs of a direction (each on a fresh ` +
    'service process) minus its idle RSS, as a multiple of the input (target: under 5x).',
)
