/**
 * The access log (CONTRACT "Logging"): method, route pattern, status, duration, sizes and request
 * id only. Never the URL (query values), headers, bodies, keys or secrets.
 *
 * One line per request is most of what logging costs a small request, so when the logger is a
 * plainly configured pino (no mixin, formatters.log, hooks, redaction or serializers for these keys)
 * the line is assembled here from pino's own pieces (level prefix, time, the request child's
 * bindings, end of line) and written to its stream: the bytes pino would write, without walking the
 * object per request. Any other logger gets `request.log.info(record, 'request')`.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import pino from 'pino'
import { LazyRequestLogger } from './request-logger.js'

export interface AccessRecord {
  method: string
  route: string
  status: number
  ms: number
  reqBytes: number
  resBytes: number
  /** From a valid W3C `traceparent` (the caller's, or generated with TRACING=on); absent otherwise. */
  traceId?: string
  spanId?: string
}

export const ACCESS_MESSAGE = 'request'
const INFO = 30
/** The route of every request that matched no route: never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)'

/**
 * The record of one answered request. `route` is the matched route template when the caller already
 * read it (the host reads `request.routeOptions` once for the log and the metrics).
 */
export function accessRecord(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
): AccessRecord {
  const length = Number(request.headers['content-length'] ?? 0)
  const record: AccessRecord = {
    method: request.method,
    route,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 100) / 100,
    reqBytes: Number.isFinite(length) ? length : 0,
    resBytes: Number(reply.getHeader('content-length') ?? 0),
  }
  // Set by the host's onRequest hook only when valid (or generated), so it is safe to log.
  const traceparent = reply.getHeader('traceparent')
  if (typeof traceparent === 'string') {
    record.traceId = traceparent.slice(3, 35)
    record.spanId = traceparent.slice(36, 52)
  }
  return record
}

type PinoLike = Record<symbol, unknown> & { levelVal?: number }
/**
 * The pino internals this file reads (`pino.symbols`, documented but untyped in part). pino is pinned to
 * a `~` range in package.json and test/library-canaries.test.ts fails naming pino when any of them
 * changes. Kept because it saves measured time: about 0.6 µs per request (bench/README.md), 2-3% of a
 * small request's CPU in the service.
 */
export const PINO_SYMBOLS = [
  'chindingsSym',
  'endSym',
  'formattersSym',
  'hooksSym',
  'lsCacheSym',
  'messageKeySym',
  'mixinSym',
  'msgPrefixSym',
  'needsMetadataGsym',
  'nestedKeySym',
  'serializersSym',
  'streamSym',
  'stringifiersSym',
  'timeSym',
  'writeSym',
] as const
type PinoSymbol = (typeof PINO_SYMBOLS)[number]
/** pino's documented `pino.symbols` (its typings omit a few of them). */
const S = pino.symbols as unknown as Record<PinoSymbol, symbol>
const KEYS: readonly (keyof AccessRecord)[] = [
  'method',
  'route',
  'status',
  'ms',
  'reqBytes',
  'resBytes',
  'traceId',
  'spanId',
]

/** True when `writeAccessLine` writes exactly what this logger's `info(record, 'request')` would. */
export function canWriteDirectly(logger: FastifyBaseLogger): boolean {
  const l = logger as unknown as PinoLike
  const stream = l[S.streamSym] as { write?: unknown; [key: symbol]: unknown } | undefined
  const formatters = (l[S.formattersSym] ?? {}) as { log?: unknown }
  const hooks = (l[S.hooksSym] ?? {}) as { logMethod?: unknown; streamWrite?: unknown }
  const serializers = (l[S.serializersSym] ?? {}) as Record<string, unknown>
  const stringifiers = (l[S.stringifiersSym] ?? {}) as object
  return (
    typeof l[S.writeSym] === 'function' &&
    typeof l[S.timeSym] === 'function' &&
    typeof (l[S.lsCacheSym] as Record<number, unknown> | undefined)?.[INFO] === 'string' &&
    typeof stream?.write === 'function' &&
    stream[S.needsMetadataGsym] !== true &&
    !l[S.mixinSym] &&
    !l[S.nestedKeySym] &&
    l[S.msgPrefixSym] === undefined &&
    l[S.messageKeySym] === 'msg' &&
    formatters.log === undefined &&
    hooks.logMethod === undefined &&
    hooks.streamWrite === undefined &&
    Reflect.ownKeys(stringifiers).length === 0 &&
    KEYS.every((key) => serializers[key] === undefined)
  )
}

/** JSON of the few distinct strings a line holds (methods, route patterns), computed once each. */
const jsonOf = new Map<string, string>()
function json(text: string): string {
  let out = jsonOf.get(text)
  if (out === undefined) {
    out = JSON.stringify(text)
    if (jsonOf.size < 10_000) jsonOf.set(text, out)
  }
  return out
}

/** pino writes non-finite numbers as null. */
const num = (value: number) => (Number.isFinite(value) ? String(value) : 'null')

/**
 * The access line through pino's pieces; only for a logger `canWriteDirectly` accepted. `bindings`
 * is the request child's bindings string (`,"reqId":"…"`), taken from `logger` when omitted.
 */
export function writeAccessLine(
  logger: FastifyBaseLogger,
  record: AccessRecord,
  bindings = (logger as unknown as PinoLike)[S.chindingsSym] as string,
) {
  const l = logger as unknown as PinoLike
  if ((l.levelVal ?? 0) > INFO) return
  const line =
    (l[S.lsCacheSym] as Record<number, string>)[INFO] +
    (l[S.timeSym] as () => string)() +
    bindings +
    `,"method":${json(record.method)},"route":${json(record.route)},"status":${num(record.status)}` +
    `,"ms":${num(record.ms)},"reqBytes":${num(record.reqBytes)},"resBytes":${num(record.resBytes)}` +
    // Hex digits only (validated or generated), so no escaping is needed.
    (record.traceId === undefined ? '' : `,"traceId":"${record.traceId}","spanId":"${record.spanId}"`) +
    `,"msg":"${ACCESS_MESSAGE}"` +
    (l[S.endSym] as string)
  ;(l[S.streamSym] as { write(line: string): void }).write(line)
}

/**
 * The onResponse step for a host whose root logger is `logger`; the record is built by the caller.
 * A request whose logger was never used (see request-logger.ts) is written from the root logger's
 * pieces and its request id: the bytes its pino child would have written.
 */
export function createAccessLogger(logger: FastifyBaseLogger, requestIdLabel: string) {
  const direct = canWriteDirectly(logger)
  const rootBindings = (logger as unknown as PinoLike)[S.chindingsSym] as string
  const label = `,${JSON.stringify(requestIdLabel)}:`
  return function logAccess(request: FastifyRequest, record: AccessRecord) {
    if (!direct) return request.log.info(record, ACCESS_MESSAGE)
    const log = request.log as unknown as LazyRequestLogger | FastifyBaseLogger
    if (!(log instanceof LazyRequestLogger)) return writeAccessLine(log, record)
    // The stand-in is only made for a child with the root's level, so the root's level decides.
    if (!log.materialized) return writeAccessLine(logger, record, rootBindings + label + JSON.stringify(request.id))
    writeAccessLine(log.real, record)
  }
}
