/**
 * The format stage: every format bomb (format-bombs.ts) sent once to every operation, as each string
 * member of its JSON example and as the body of each text media type it takes. Two properties hold on
 * every case besides "never 5xx": /health answers within CASE_HEALTH_MS while the case runs, probed
 * every 100 ms, and the process's RSS, sampled with it, stays under RSS_CEILING_BYTES. The /health bound
 * is counted above the latency of a probe sent just before the case, so that a loaded machine does not
 * pass for a blocked event loop. Pairs listed in known-until-fixed.ts are skipped (and counted) unless
 * `includeKnown`. `limit` keeps a short stage short: that many (case, operation) pairs, chosen by the run's random seed,
 * one request each.
 */
import { FORMAT_BOMBS } from './format-bombs.js'
import { type RawRequest, type RawResponse, send } from './http-client.js'
import { knownFinding } from './known-until-fixed.js'
import { isJsonType, type Operation } from './operations.js'
import { FUZZ_KEY, type RunningService } from './spawn-service.js'

/** /health's bound while a format case runs: a request never holds the event loop long. */
export const CASE_HEALTH_MS = 250
/** The memory ceiling of one service process while a case runs (deployments give 2-4 GiB). */
export const RSS_CEILING_BYTES = 1024 * 2 ** 20
const REPLY_FACTOR = 12
const REPLY_SLACK = 1024 * 1024

export interface FormatStageResult {
  sent: number
  /** `case @ operation: finding` for each known pair skipped. */
  skipped: string[]
  problems: string[]
}

function replaceStrings(value: unknown, bomb: string): unknown {
  if (typeof value === 'string') return bomb
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, bomb))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, bomb)]))
  return value
}

function requestsFor(op: Operation, bomb: string): RawRequest[] {
  const headers = (type: string) => ({ 'x-gateway-key': FUZZ_KEY, 'content-type': type })
  const out: RawRequest[] = []
  for (const { type, example } of op.media) {
    const body = isJsonType(type)
      ? JSON.stringify(replaceStrings(example, bomb))
      : type.startsWith('text/') || type.includes('yaml') || type.includes('xml') || type.includes('calendar')
        ? bomb
        : undefined
    if (body !== undefined)
      out.push({ method: op.method, path: op.path, headers: headers(type), body: Buffer.from(body) })
  }
  return out
}

async function health(port: number): Promise<number> {
  const started = performance.now()
  try {
    await send(port, { method: 'GET', path: '/health', headers: {} }, 5_000)
  } catch {
    return Number.POSITIVE_INFINITY
  }
  return performance.now() - started
}

async function watched(svc: RunningService, req: RawRequest, maxAnswerMs: number) {
  let done = false
  const answer: Promise<RawResponse | Error> = send(svc.port, req, maxAnswerMs)
    .catch((error: Error) => error)
    .finally(() => {
      done = true
    })
  let slowestHealth = 0
  let peakRss = 0
  for (let i = 0; i < 600 && !done; i++) {
    await new Promise((r) => setTimeout(r, i === 0 ? 20 : 100))
    if (done) break
    const [ms, rss] = await Promise.all([health(svc.port), svc.rss()])
    slowestHealth = Math.max(slowestHealth, ms)
    peakRss = Math.max(peakRss, rss ?? 0)
  }
  return { res: await answer, slowestHealth, peakRss }
}

export async function runFormatStage(
  svc: RunningService,
  operations: Operation[],
  options: { includeKnown?: boolean; maxAnswerMs?: number; limit?: number; seed?: number } = {},
): Promise<FormatStageResult> {
  const result: FormatStageResult = { sent: 0, skipped: [], problems: [] }
  const pairs: Array<{ op: Operation; name: string; bomb: string }> = []
  for (const op of operations) {
    for (const [name, bomb] of Object.entries(FORMAT_BOMBS)) {
      const finding = knownFinding(svc.name, name)
      if (finding && !options.includeKnown) result.skipped.push(`${name} @ ${op.method} ${op.path}: ${finding}`)
      else pairs.push({ op, name, bomb })
    }
  }
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  const start = pairs.length > 0 ? (options.seed ?? 0) % pairs.length : 0
  // A stride coprime with most pair counts spreads a short stage over operations and formats alike.
  const chosen = Number.isFinite(limit)
    ? Array.from({ length: Math.min(limit, pairs.length) }, (_, i) => pairs[(start + i * 7) % pairs.length]!)
    : pairs
  for (const { op, name, bomb } of chosen) {
    const where = `${name} @ ${op.method} ${op.path}`
    const requests = requestsFor(op, bomb)
    for (const req of Number.isFinite(limit) ? requests.slice(0, 1) : requests) {
      if (!svc.alive()) return result
      result.sent++
      const baseline = await health(svc.port)
      const { res, slowestHealth, peakRss } = await watched(svc, req, options.maxAnswerMs ?? 15_000)
      const problems: string[] = []
      if (res instanceof Error) problems.push(`no answer (${res.message})`)
      else {
        if (res.status >= 500) problems.push(`status ${res.status}`)
        const allowed = REPLY_FACTOR * (req.body?.length ?? 0) + REPLY_SLACK
        if (res.size > allowed) problems.push(`reply ${res.size} bytes (allowed ${allowed})`)
      }
      if (slowestHealth > CASE_HEALTH_MS + baseline)
        problems.push(`/health took ${Math.round(slowestHealth)} ms (${Math.round(baseline)} ms just before)`)
      if (peakRss > RSS_CEILING_BYTES) problems.push(`RSS reached ${Math.round(peakRss / 2 ** 20)} MB`)
      if (problems.length > 0)
        result.problems.push(`${svc.name} ${where} (${req.headers['content-type']}): ${problems.join('; ')}`)
    }
  }
  return result
}
