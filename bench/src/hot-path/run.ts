/**
 * `pnpm bench:http`: each case's standalone service process (access log on, written to a file)
 * against a bare Fastify process running the same zod parse and domain call, loaded alternately
 * (A B A B) by autocannon in a third process. Reports req/s, p50/p99 and the server's CPU time per
 * request served (medians over the legs). Options: --cases noop,signer --seconds 3 --warmup 2 --rounds 3 --connections 100
 * --base-port 18200 --profile <dir> (node --cpu-prof on both servers) --log-level info (the service's LOG_LEVEL)
 * --metrics on|off (the service's METRICS: request metrics and GET /metrics).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { markdownTable } from '../table.js'
import { CASES, type HotPathCase, REPO_ROOT } from './cases.js'
import type { LoadResult, LoadSpec } from './load.js'
import { processCpuMicros } from './proc-cpu.js'

const BENCH_KEY = 'bench-key'
const HERE = join(REPO_ROOT, 'bench/dist/hot-path')
const run = promisify(execFile)

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
    'base-port': { type: 'string', default: '18200' },
    profile: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    metrics: { type: 'string', default: 'on' },
  },
})
const seconds = Number(args.seconds)
const rounds = Number(args.rounds)
const connections = Number(args.connections)
const selected = args.cases ? CASES.filter((c) => args.cases!.split(',').includes(c.name)) : CASES
const logDir = join(tmpdir(), 'svc-hot-path')
mkdirSync(logDir, { recursive: true })

interface Leg {
  load: LoadResult
  cpuMicros: number
}

interface Side {
  legs: Leg[]
}

function nodeArgs(entry: string, ...rest: string[]): string[] {
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []
  return [...profile, entry, ...rest]
}

function startService(c: HotPathCase, port: number): { child: ChildProcess; logFile: string } {
  const logFile = join(logDir, `${c.name}.access.log`)
  const fd = openSync(logFile, 'w')
  const child = spawn(process.execPath, nodeArgs(join(REPO_ROOT, c.server)), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_KEYS: BENCH_KEY,
      LOG_LEVEL: args['log-level'],
      METRICS: args.metrics,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', fd, 'inherit'],
  })
  return { child, logFile }
}

function startBare(c: HotPathCase, port: number): ChildProcess {
  return spawn(process.execPath, nodeArgs(join(HERE, 'bare-server.js'), c.name, String(port)), {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

const headers = { 'content-type': 'application/json', 'x-gateway-key': BENCH_KEY }

/** Waits until the server answers the sample request with a 2xx; returns the reply text. */
async function ready(c: HotPathCase, port: number): Promise<string> {
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${c.url}`, { method: c.method, headers, body: c.body })
      const text = await response.text()
      if (!response.ok) throw new Error(`${c.name} on ${port} answered ${response.status}: ${text}`)
      return text
    } catch (error) {
      if (error instanceof Error && error.message.includes('answered')) throw error
      if (Date.now() > deadline) throw new Error(`${c.name} on ${port} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function load(c: HotPathCase, port: number, durationSeconds: number): Promise<LoadResult> {
  const spec: LoadSpec = {
    url: `http://127.0.0.1:${port}${c.url}`,
    method: c.method,
    body: c.body,
    headers,
    connections,
    durationSeconds,
  }
  const { stdout } = await run(process.execPath, [join(HERE, 'load.js'), JSON.stringify(spec)])
  const result = JSON.parse(stdout) as LoadResult
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${c.name} on ${port}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return result
}

async function measure(c: HotPathCase, child: ChildProcess, port: number): Promise<Leg> {
  const before = processCpuMicros(child.pid!)
  const result = await load(c, port, seconds)
  return { load: result, cpuMicros: processCpuMicros(child.pid!) - before }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
/** Medians over the legs: one leg that shared the machine with someone's build does not move them. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const cpuPerRequest = (side: Side) => median(side.legs.map((l) => l.cpuMicros / l.load.requests))
const reqPerSecond = (side: Side) => median(side.legs.map((l) => l.load.requestsPerSecond))
const p50 = (side: Side) => median(side.legs.map((l) => l.load.latencyP50Ms))
const p99 = (side: Side) => median(side.legs.map((l) => l.load.latencyP99Ms))

async function benchCase(c: HotPathCase, index: number) {
  const servicePort = Number(args['base-port']) + 2 * index
  const barePort = servicePort + 1
  const { child: service, logFile } = startService(c, servicePort)
  const bare = startBare(c, barePort)
  const sides = { service: { legs: [] } as Side, bare: { legs: [] } as Side }
  try {
    const [ours, theirs] = await Promise.all([ready(c, servicePort), ready(c, barePort)])
    if (ours.length !== theirs.length) {
      process.stderr.write(`${c.name}: reply lengths differ (service ${ours.length} B, bare ${theirs.length} B)\n`)
    }
    await load(c, servicePort, Number(args.warmup))
    await load(c, barePort, Number(args.warmup))
    for (let round = 0; round < rounds; round++) {
      sides.service.legs.push(await measure(c, service, servicePort))
      sides.bare.legs.push(await measure(c, bare, barePort))
    }
  } finally {
    await Promise.all([stop(service), stop(bare)])
  }
  const logLines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"msg":"request"')).length
  const served = sum(sides.service.legs.map((l) => l.load.requests))
  const logsAccess = ['info', 'debug', 'trace'].includes(args['log-level'] ?? 'info')
  if (logsAccess && logLines < served) throw new Error(`${c.name}: ${logLines} access-log lines for ${served} requests`)
  for (const [name, side] of Object.entries(sides)) {
    for (const [i, leg] of side.legs.entries()) {
      const perRequest = leg.cpuMicros / leg.load.requests
      process.stderr.write(
        `${c.name} ${name} leg ${i + 1}: ${Math.round(leg.load.requestsPerSecond)} req/s, ` +
          `${perRequest.toFixed(1)} µs CPU/req, p50 ${leg.load.latencyP50Ms} ms, p99 ${leg.load.latencyP99Ms} ms\n`,
      )
    }
  }
  return { c, ...sides }
}

const rows: string[][] = []
for (const [index, c] of selected.entries()) {
  const { service, bare } = await benchCase(c, index)
  const cpuRatio = cpuPerRequest(service) / cpuPerRequest(bare)
  const p99Ratio = p99(service) / p99(bare)
  const cpuTarget = c.name === 'noop' ? 1.25 : 1.3
  rows.push([
    c.label,
    Math.round(reqPerSecond(bare)).toLocaleString('en-US'),
    Math.round(reqPerSecond(service)).toLocaleString('en-US'),
    `${((reqPerSecond(service) / reqPerSecond(bare)) * 100).toFixed(0)}%`,
    `${cpuPerRequest(bare).toFixed(1)} / ${cpuPerRequest(service).toFixed(1)}`,
    `${cpuRatio.toFixed(2)}x (≤ ${cpuTarget}x ${cpuRatio <= cpuTarget ? 'met' : 'missed'})`,
    `${p50(bare).toFixed(1)} / ${p99(bare).toFixed(1)}`,
    `${p50(service).toFixed(1)} / ${p99(service).toFixed(1)}`,
    `${p99Ratio.toFixed(2)}x (≤ 1.5x ${p99Ratio <= 1.5 ? 'met' : 'missed'})`,
  ])
}

console.log(
  `${rounds} rounds of A B (service, bare) per row, ${seconds} s per leg, autocannon -c ${connections} in its own ` +
    `process; medians over the legs\n`,
)
console.log(
  markdownTable(
    [
      'request',
      'bare req/s',
      'service req/s',
      'service / bare',
      'CPU µs/req bare / service',
      'CPU ratio',
      'bare p50 / p99 ms',
      'service p50 / p99 ms',
      'p99 ratio',
    ],
    rows,
  ),
)
