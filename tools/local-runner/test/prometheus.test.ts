/**
 * The operator kit against a real Prometheus (Debian package `prometheus`; skipped with a message when
 * it is absent): Prometheus on loopback scrapes the runner and two standalone services every second
 * with deploy/observability/prometheus-rules.yml loaded, while a bounded load run goes through the
 * runner and one standalone service. Then, through Prometheus' HTTP API:
 * - the request counters equal the number of requests the load sent (every request is counted once);
 * - the p99 from the duration histogram agrees with the load generator's own p99 within the histogram's
 *   resolution: the same bucket or the one below it (the generator, a process of its own sending one
 *   request at a time per connection, also counts loopback and its own reads, so its figure is the higher);
 * - every recording and alerting rule evaluated without error, and the recorded RED series exist.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunnerProcess, startRunner } from './support/runner-process.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const RULES = join(root, 'deploy/observability/prometheus-rules.yml')
const KEY = 'prometheus-test-key'
const run = promisify(execFile)
/** The duration histogram's bucket bounds (packages/core DURATION_BUCKETS), seconds. */
const { DURATION_BUCKETS } = (await import(join(root, 'packages/core/dist/index.js'))) as {
  DURATION_BUCKETS: readonly number[]
}

const prometheusBinary = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v prometheus'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
})()
if (!prometheusBinary) console.warn('prometheus.test.ts skipped: no `prometheus` binary (Debian package prometheus)')

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no answer from ${url} within ${ms} ms`)
}

async function standalone(folder: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(root, 'apps', folder, 'dist/server.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), GATEWAY_KEYS: KEY, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/ready`, 30_000)
  return { base, child }
}

const GENERATOR = fileURLToPath(new URL('./support/load-generator.mjs', import.meta.url))

interface LoadResult {
  sent: number
  failed: number
  p50: number
  p99: number
}

/** `total` POSTs from `concurrency` keep-alive connections, sent and timed by the generator's own process. */
async function loadRun(url: string, body: string, total: number, concurrency: number): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [GENERATOR, url, String(total), String(concurrency)], {
    env: { PATH: process.env.PATH, LOAD_BODY: body, LOAD_KEY: KEY },
    maxBuffer: 1 << 20,
  })
  return JSON.parse(stdout) as LoadResult
}

const bucketOf = (seconds: number) => {
  const index = DURATION_BUCKETS.findIndex((bound) => seconds <= bound)
  return index < 0 ? DURATION_BUCKETS.length : index
}

describe.skipIf(!prometheusBinary)('a real Prometheus scraping the runner and two services', () => {
  let runner: RunnerProcess
  const services: ChildProcess[] = []
  let prometheus: ChildProcess
  let api = ''
  let dir = ''
  let validatorBase = ''
  const sent: Record<string, number> = {}
  const clientP99: Record<string, number> = {}
  const clientP50: Record<string, number> = {}
  let loadBefore = 0

  const query = async (expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> => {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(expr)}`)
    const json = (await res.json()) as { status: string; data: { result: [] }; error?: string }
    if (json.status !== 'success') throw new Error(`${expr}: ${json.error}`)
    return json.data.result
  }
  const scalar = async (expr: string) => Number((await query(expr))[0]?.value[1] ?? Number.NaN)

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prometheus-test-'))
    runner = await startRunner({ GATEWAY_KEYS: KEY })
    const validator = await standalone('validator')
    const signer = await standalone('signer')
    services.push(validator.child, signer.child)
    validatorBase = validator.base
    const promPort = await freePort()
    api = `http://127.0.0.1:${promPort}`
    const hostOf = (base: string) => base.replace('http://', '')
    writeFileSync(
      join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        `rule_files: ['${RULES}']`,
        'scrape_configs:',
        `  - { job_name: runner, static_configs: [{ targets: ['${hostOf(runner.base)}'] }] }`,
        `  - { job_name: validator, static_configs: [{ targets: ['${hostOf(validator.base)}'] }] }`,
        `  - { job_name: signer, static_configs: [{ targets: ['${hostOf(signer.base)}'] }] }`,
        '',
      ].join('\n'),
    )
    prometheus = spawn(
      prometheusBinary!,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: 'ignore' },
    )
    await waitFor(`${api}/-/ready`, 60_000)

    const body = JSON.stringify({
      payload: { id: 7 },
      schema: { type: 'object', properties: { id: { type: 'integer' } } },
    })
    // A few requests first, and two scrapes, so each series exists before the load: a counter first seen
    // already at its total has no increase for rate() to see (a quiet machine answers the load in a second).
    const warmDirect = await loadRun(`${validatorBase}/validate`, body, 20, 2)
    const warmRunner = await loadRun(`${runner.base}/validator/validate`, body, 20, 2)
    await new Promise((r) => setTimeout(r, 2500))
    loadBefore = loadavg()[0]!
    // One connection: the server's histogram starts when a request is read, so requests queued behind
    // others on the server would count for the client only; sequential requests compare like with like.
    const direct = await loadRun(`${validatorBase}/validate`, body, 3000, 1)
    const viaRunner = await loadRun(`${runner.base}/validator/validate`, body, 2000, 8)
    expect(direct.failed + viaRunner.failed + warmDirect.failed + warmRunner.failed).toBe(0)
    sent.validator = warmDirect.sent + direct.sent
    sent.runner = warmRunner.sent + viaRunner.sent
    clientP99.validator = direct.p99
    clientP50.validator = direct.p50
    // three scrapes and rule evaluations after the last request
    await new Promise((r) => setTimeout(r, 4000))
  }, 240_000)

  afterAll(async () => {
    prometheus?.kill('SIGTERM')
    if (prometheus && prometheus.exitCode === null) await once(prometheus, 'exit')
    for (const child of services) child.kill('SIGTERM')
    await runner?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('scrapes all three targets', async () => {
    const up = await query('up')
    expect(up.map((r) => [r.metric.job, r.value[1]]).sort()).toEqual([
      ['runner', '1'],
      ['signer', '1'],
      ['validator', '1'],
    ])
  })

  it('counts exactly the requests the load sent, standalone and through the runner', async () => {
    const counted = (job: string) =>
      scalar(`sum(http_requests_total{job="${job}",service="validator",route="/validate",method="POST"})`)
    expect(await counted('validator')).toBe(sent.validator)
    expect(await counted('runner')).toBe(sent.runner)
  })

  it("agrees with the load generator's p50 and p99 within the histogram's bucket resolution", async () => {
    const quantile = (q: number) =>
      scalar(
        `histogram_quantile(${q}, sum by (le) (http_request_duration_seconds_bucket{job="validator",route="/validate"}))`,
      )
    const [p50, p99] = [await quantile(0.5), await quantile(0.99)]
    const detail =
      `server p50 ${p50} p99 ${p99} s, generator p50 ${clientP50.validator} p99 ${clientP99.validator} s, ` +
      `buckets ${DURATION_BUCKETS.join(' ')}, load average ${loadBefore.toFixed(1)}`
    console.info(`prometheus.test.ts: ${detail}`)
    expect(Number.isFinite(p99), detail).toBe(true)
    // Same bucket, or the server one bucket below: the generator's figure also holds loopback and its
    // own event loop, never less than the server's own measure.
    for (const [server, client] of [
      [p50, clientP50.validator!],
      [p99, clientP99.validator!],
    ] as const) {
      expect(bucketOf(server), detail).toBeLessThanOrEqual(bucketOf(client))
      expect(bucketOf(server), detail).toBeGreaterThanOrEqual(bucketOf(client) - 1)
    }
  })

  it('evaluates every rule of the kit without error, and the RED series are recorded', async () => {
    const res = (await (await fetch(`${api}/api/v1/rules`)).json()) as {
      data: { groups: { name: string; rules: { name: string; health: string; lastError?: string }[] }[] }
    }
    const rules = res.data.groups.flatMap((group) => group.rules)
    expect(rules.length).toBeGreaterThan(20)
    const unhealthy = rules
      .filter((rule) => rule.health !== 'ok')
      .map((r) => `${r.name}: ${r.health} ${r.lastError ?? ''}`)
    expect(unhealthy).toEqual([])
    expect(await scalar('service:http_requests:rate5m{service="validator"}')).toBeGreaterThan(0)
    expect(await scalar('service:http_request_duration_seconds:p99_5m{service="validator"}')).toBeGreaterThan(0)
    expect(await scalar('service:http_requests_5xx:ratio_rate5m{service="validator"}')).toBe(0)
  })
})
