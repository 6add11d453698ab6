/**
 * Fuzzes every operation of one service over real HTTP against its standalone process.
 *
 * Property, per request: the answer is 2xx (a JSON reply matching the operation's documented schema
 * for that status), or a 4xx JSON envelope whose `error` is in the service's
 * catalog (its own codes and core's) with a string `message`; never 5xx; answered within
 * `maxAnswerMs`; the reply at most REPLY_ALLOWANCE bytes plus REPLY_FACTOR times the request's size;
 * /health answers within 1 s while the request runs. Then each operation's example with a
 * Content-Length that lies (framing.ts): 4xx answers or none, never a 5xx. After all runs: the process is
 * alive, /health answers, and no log line contains the marker string the cases send.
 * Seeded: a failure names its seed, the shrunk plan and the request it made.
 */
import fc from 'fast-check'
import { describeRequest, type FuzzPlan, materialize, planArbitrary } from './cases.js'
import { type FormatStageResult, runFormatStage } from './format-stage.js'
import { framingCases, sendFraming } from './framing.js'
import { LOG_MARKER } from './hostile.js'
import { type RawRequest, type RawResponse, send } from './http-client.js'
import { type Operation, operationsOf } from './operations.js'
import { type ReplyCheck, successSchemas } from './response-schemas.js'
import { FUZZ_KEY, type RunningService, spawnService } from './spawn-service.js'

/**
 * A reply may be this many bytes plus REPLY_FACTOR times its request's size (docs/reliability.md).
 * The bound catches replies that grow faster than their input (a key repeated per nested path, a
 * message per unknown key). Linear growth up to the factor is normal work: a normalizer turns a
 * 190-byte iCalendar VEVENT into 1.6 KB of JSON with its first occurrences (calendar, 8.3x).
 */
export const REPLY_ALLOWANCE = 64 * 1024
export const REPLY_FACTOR = 12
export const HEALTH_BOUND_MS = 1_000

export interface FuzzOptions {
  appPath: string
  runs: number
  seed: number
  /** Slowest acceptable answer (default 15 s). */
  maxAnswerMs?: number
  /**
   * Slowest acceptable /health answer while a case runs (default HEALTH_BOUND_MS). The fuzzer's own
   * tests of other findings raise it, so that a loaded machine's slow probe is not reported first.
   */
  healthBoundMs?: number
  /** Only these operations ("POST /validate"). */
  only?: string[]
  log?: (line: string) => void
  /**
   * How long the process may take to bring its memory back near its baseline after the run (default
   * 30 s; 0: report RSS only). See `rssSettled`.
   */
  settleMs?: number
  /** Send the format cases listed as known-until-fixed too (long runs). */
  includeKnown?: boolean
  /** At most this many format cases, chosen by the run's random seed (the CI stage's budget); default every one. */
  formatCases?: number
}

export interface OperationResult {
  operation: string
  runs: number
  statuses: Record<string, number>
  failure?: string
}

export interface FuzzReport {
  service: string
  seed: number
  operations: OperationResult[]
  /** Problems with lying Content-Length requests, one line each. */
  framing: string[]
  /** The format stage: deep and expanding documents for every reader (format-stage.ts). */
  formats: FormatStageResult
  aliveAfter: boolean
  healthAfterMs: number | undefined
  markerLogged: boolean
  rssBefore: number | undefined
  /** RSS once settled, or at the end of the wait. */
  rssAfter: number | undefined
  /** RSS came back within `rssBound(rssBefore)` in time; undefined when not checked (settleMs 0, no /proc). */
  rssSettled: boolean | undefined
  settleMs: number
}

/**
 * "Memory back near its baseline": RSS at most 1.25 x its value before the run plus 48 MB. A run
 * leaves V8's heap grown (1 MB strings, 100,000-element arrays); V8's memory reducer shrinks it once
 * the process idles (measured: html-converter 107 -> 82 MB and rate-limit 100 -> 84 MB, 14 s after a
 * run whose baselines were 85 and 83 MB), so the check polls every second until the bound holds.
 */
export function rssBound(before: number): number {
  return before * 1.25 + 48 * 2 ** 20
}

const DEFAULT_SETTLE_MS = 30_000

async function settledRss(svc: RunningService, before: number | undefined, settleMs: number) {
  let rss = await svc.rss()
  if (before === undefined || rss === undefined || settleMs === 0) return { rss, settled: undefined }
  const deadline = Date.now() + settleMs
  while (rss !== undefined && rss > rssBound(before) && Date.now() < deadline && svc.alive()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    rss = await svc.rss()
  }
  return { rss, settled: rss !== undefined && rss <= rssBound(before) }
}

async function timedHealth(port: number): Promise<number> {
  const res = await send(port, { method: 'GET', path: '/health', headers: {} }, HEALTH_BOUND_MS * 5)
  if (res.status !== 200) throw new Error(`/health answered ${res.status}`)
  return res.ms
}

/** Sends `req` and probes /health every 250 ms while it is in flight (at most 60 probes). */
async function sendWatched(svc: RunningService, req: RawRequest, maxAnswerMs: number) {
  let done = false
  const answer = send(svc.port, req, maxAnswerMs + 5_000).finally(() => {
    done = true
  })
  const probes: number[] = []
  const watcher = (async () => {
    for (let i = 0; i < 60 && !done; i++) {
      await new Promise((r) => setTimeout(r, i === 0 ? 20 : 250))
      if (done) break
      probes.push(await timedHealth(svc.port))
    }
  })()
  const [res] = await Promise.all([answer, watcher])
  return { res, slowestHealth: Math.max(0, ...probes) }
}

/** A 2xx JSON reply that does not match the schema the operation documents for its status. */
function replyMismatch(res: RawResponse, schemaCheck: ReplyCheck | undefined): string | undefined {
  const type = String(res.headers['content-type'] ?? '')
  if (!schemaCheck || !type.startsWith('application/json') || res.body.length < res.size) return undefined
  let body: unknown
  try {
    body = JSON.parse(res.body.toString('utf8'))
  } catch {
    return `${res.status} reply is not JSON although its Content-Type says so`
  }
  const mismatch = schemaCheck(body)
  return mismatch && `${res.status} reply does not match its documented schema: ${mismatch}`
}

function check(
  svc: RunningService,
  req: RawRequest,
  res: RawResponse,
  slowestHealth: number,
  maxAnswerMs: number,
  schemaCheck: ReplyCheck | undefined,
  healthBoundMs = HEALTH_BOUND_MS,
) {
  const problems: string[] = []
  if (res.status >= 500) problems.push(`status ${res.status}`)
  if (res.ms > maxAnswerMs) problems.push(`answered in ${Math.round(res.ms)} ms (bound ${maxAnswerMs})`)
  if (slowestHealth > healthBoundMs) problems.push(`/health took ${Math.round(slowestHealth)} ms while it ran`)
  const requestSize = (req.body?.length ?? 0) + req.path.length
  const allowed = REPLY_ALLOWANCE + REPLY_FACTOR * requestSize
  if (res.size > allowed)
    problems.push(`reply ${res.size} bytes for a ${requestSize}-byte request (allowed ${allowed})`)
  if (res.status >= 200 && res.status < 300) {
    const mismatch = replyMismatch(res, schemaCheck)
    if (mismatch) problems.push(mismatch)
  }
  if (res.status >= 400) {
    let body: { error?: unknown; message?: unknown } | undefined
    try {
      body = JSON.parse(res.body.toString('utf8'))
    } catch {
      problems.push(`error body is not JSON: ${JSON.stringify(res.body.subarray(0, 120).toString())}`)
    }
    if (body) {
      if (typeof body.error !== 'string' || !svc.codes.has(body.error)) {
        problems.push(`error code ${JSON.stringify(body.error)} is not in the catalog`)
      }
      if (typeof body.message !== 'string' || body.message.length === 0) problems.push('no message')
    }
  }
  if (problems.length > 0) {
    const head = res.body.subarray(0, 300).toString('utf8')
    throw new Error(
      `${problems.join('; ')}\n  request: ${describeRequest(req)}\n  answer: ${res.status} ${res.size} bytes ${JSON.stringify(head)}`,
    )
  }
}

async function fuzzOperation(
  svc: RunningService,
  op: Operation,
  schemas: Map<string, ReplyCheck>,
  options: FuzzOptions,
): Promise<OperationResult> {
  const maxAnswerMs = options.maxAnswerMs ?? 15_000
  const name = `${op.method} ${op.path}`
  const statuses: Record<string, number> = {}
  let runs = 0
  const target = { op, maxJsonDepth: svc.maxJsonDepth, key: FUZZ_KEY }
  const property = fc.asyncProperty(planArbitrary(), async (plan: FuzzPlan) => {
    const req = materialize(plan, target)
    const { res, slowestHealth } = await sendWatched(svc, req, maxAnswerMs)
    runs++
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
    check(svc, req, res, slowestHealth, maxAnswerMs, schemas.get(`${name} ${res.status}`), options.healthBoundMs)
  })
  const details = await fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    interruptAfterTimeLimit: 120_000,
  })
  const result: OperationResult = { operation: name, runs, statuses }
  if (details.failed) {
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
    result.failure =
      `${svc.name} ${name}: seed ${details.seed}, path ${JSON.stringify(details.counterexamplePath)}, ` +
      `shrunk ${details.numShrinks} time(s)\n  plan: ${JSON.stringify(details.counterexample?.[0])}\n  ${error}\n` +
      `  rerun: pnpm fuzz --service ${svc.name} --seed ${details.seed} --runs ${options.runs}`
  }
  return result
}

/**
 * The service's OpenAPI document. A process that has just started on a loaded machine may shed with 503
 * OVERLOADED while its event-loop delay sample is still high: that answer is retried for up to 20 s.
 */
// biome-ignore lint/suspicious/noExplicitAny: the document is read by operationsOf and successSchemas, which check what they use
async function openApiOf(svc: RunningService): Promise<any> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const res = await send(svc.port, { method: 'GET', path: '/openapi.json', headers: {} })
    if (res.status === 200) return JSON.parse(res.body.toString())
    if (res.status !== 503 || Date.now() > deadline)
      throw new Error(`${svc.name}: /openapi.json answered ${res.status}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export async function fuzzService(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {})
  const svc = await spawnService(options.appPath)
  try {
    const doc = await openApiOf(svc)
    const operations = operationsOf(doc).filter(
      (op) => !options.only || options.only.includes(`${op.method} ${op.path}`),
    )
    const schemas = successSchemas(doc)
    log(`${svc.name}: ${operations.length} operation(s), ${options.runs} runs each, seed ${options.seed}`)
    const rssBefore = await svc.rss()
    const results: OperationResult[] = []
    for (const op of operations) {
      if (!svc.alive()) break
      const result = await fuzzOperation(svc, op, schemas, options)
      log(
        `  ${result.operation}: ${result.runs} runs ${JSON.stringify(result.statuses)}${result.failure ? ' FAILED' : ''}`,
      )
      results.push(result)
    }
    const formats = await runFormatStage(svc, operations, {
      includeKnown: options.includeKnown,
      maxAnswerMs: options.maxAnswerMs,
      limit: options.formatCases,
      seed: options.seed,
    })
    log(`  format cases: ${formats.sent} sent, ${formats.skipped.length} known-until-fixed skipped`)
    const framing: string[] = []
    let framingSent = 0
    for (const op of operations) {
      for (const c of framingCases(op, FUZZ_KEY, svc.maxJsonDepth)) {
        framingSent++
        if (!svc.alive()) break
        const name = `${svc.name} ${op.method} ${op.path}: ${c.name}`
        try {
          const statuses = await sendFraming(svc.port, c)
          if (statuses.some((s) => s >= 500)) framing.push(`${name}: answered ${statuses.join(', ')}`)
          await timedHealth(svc.port)
        } catch (error) {
          framing.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    }
    log(`  lying Content-Length: ${framingSent} requests, ${framing.length} problem(s)`)
    const aliveAfter = svc.alive()
    const healthAfterMs = aliveAfter ? await timedHealth(svc.port).catch(() => undefined) : undefined
    const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS
    const settled = aliveAfter ? await settledRss(svc, rssBefore, settleMs) : { rss: undefined, settled: undefined }
    await new Promise((r) => setTimeout(r, 300)) // the log is flushed every 200 ms
    return {
      service: svc.name,
      seed: options.seed,
      operations: results,
      framing,
      formats,
      aliveAfter,
      healthAfterMs,
      markerLogged: svc.output().includes(LOG_MARKER),
      rssBefore,
      rssAfter: settled.rss,
      rssSettled: settled.settled,
      settleMs,
    }
  } finally {
    await svc.stop()
  }
}

/** Every problem in a report, one paragraph each (empty when the service passed). */
export function reportProblems(report: FuzzReport): string[] {
  const out = report.operations.flatMap((r) => (r.failure ? [r.failure] : []))
  out.push(...report.framing)
  out.push(...report.formats.problems)
  if (!report.aliveAfter) out.push(`${report.service}: the process died during the fuzz run (seed ${report.seed})`)
  else if (report.healthAfterMs === undefined) out.push(`${report.service}: /health unanswered after the run`)
  if (report.rssSettled === false) {
    const mb = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / 2 ** 20)} MB`
    out.push(
      `${report.service}: memory did not come back near its baseline: RSS ${mb(report.rssAfter)} ${report.settleMs / 1000} s after the run, ${mb(report.rssBefore)} before (bound 1.25x + 48 MB, seed ${report.seed})`,
    )
  }
  if (report.markerLogged) out.push(`${report.service}: a log line contains text the requests sent (${LOG_MARKER})`)
  return out
}
