/**
 * The per-request logger, made on first use. Fastify gives every request a child of the root
 * logger bound to its request id; pino builds that child (an object and its bindings string) per
 * request, yet most requests log nothing but their access line, which the access log writes from
 * the root logger's own pieces and the request id. So `request.log` is this stand-in, and the pino
 * child exists only once something logs through it (an internal error, a service's warning).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'pino'

type LogArgs = [unknown, ...unknown[]]
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
/** pino's log methods read `this` (the child); LogFn's overloads do not take a spread tuple. */
const call = (logger: FastifyBaseLogger, level: Level, args: LogArgs) =>
  (logger[level] as (...args: LogArgs) => void).apply(logger, args)

export class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined
  readonly parent: FastifyBaseLogger
  readonly bindings: Bindings

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.parent = parent
    this.bindings = bindings
  }

  /** The pino child, made now if nothing has logged through this request before. */
  get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings)
    return this.#child
  }

  /** Whether the pino child was made (the access log then writes through it). */
  get materialized(): boolean {
    return this.#child !== undefined
  }

  get level(): string {
    return this.#child ? this.#child.level : this.parent.level
  }
  set level(level: string) {
    this.real.level = level
  }

  fatal(...args: LogArgs): void {
    call(this.real, 'fatal', args)
  }
  error(...args: LogArgs): void {
    call(this.real, 'error', args)
  }
  warn(...args: LogArgs): void {
    call(this.real, 'warn', args)
  }
  info(...args: LogArgs): void {
    call(this.real, 'info', args)
  }
  debug(...args: LogArgs): void {
    call(this.real, 'debug', args)
  }
  trace(...args: LogArgs): void {
    call(this.real, 'trace', args)
  }
  silent(...args: LogArgs): void {
    call(this.real, 'silent', args)
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

/**
 * Fastify's childLoggerFactory: the stand-in for plain requests; a real child at once when the
 * route asks for its own level or serializers (the stand-in would have to honour them).
 */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options)
  return new LazyRequestLogger(logger, bindings) as unknown as FastifyBaseLogger
}
