/**
 * The environment schema shared by every service (CONTRACT: ports, keys, logging), parsed once in
 * `runStandalone` or the local runner. Services `.extend()` it; failures list every bad variable.
 */
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { type AuthOptions, parseKeyList } from './http/auth.js'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/server-limits.js'
import { DEFAULT_JSON_MAX_VALUES, MIN_JSON_MAX_VALUES } from './json/parse-json-sliced.js'
import { CGROUP_ROOT, cgroupCpuLimit } from './work/cpu-quota.js'

const port = z.coerce.number().int().min(0).max(65535)

export const CoreEnv = z.object({
  PORT: port.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  GATEWAY_KEYS: z.string().optional(),
  GATEWAY_KEYS_FILE: z.string().optional(),
  GATEWAY_HOST: z.string().min(1).optional(),
  GATEWAY_AUTH: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** After SIGTERM, how long /ready answers 503 while requests are still served, before the listener closes. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  PRESSURE_MAX_HEAP_BYTES: z.coerce.number().int().min(0).default(0),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.requestTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(DEFAULT_SERVER_LIMITS.maxConnections),
  /** Request metrics and GET /metrics (`off` to run without them). */
  METRICS: z.enum(['on', 'off']).default('on'),
  /** Serve GET /metrics only on this port (a listener a gateway never routes to), not on PORT. */
  METRICS_PORT: port.optional(),
  /** W3C trace context: `off` echoes a valid incoming traceparent; `on` also generates one; `otel` also exports spans. */
  TRACING: z.enum(['off', 'on', 'otel']).default('off'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  /** Threads of each worker pool; default the cgroup CPU quota where one is set, else availableParallelism(). */
  WORKER_THREADS: z.coerce.number().int().min(1).max(1_024).optional(),
  /** Tasks that may wait for a thread in each pool before OVERLOADED; default 16 per thread. */
  WORKER_QUEUE: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /**
   * Most values (numbers, strings, literals, arrays, objects) one JSON body may hold; past it 413
   * PAYLOAD_TOO_LARGE naming the limit. Bounds the longest stretch a body's parse holds the event loop.
   */
  JSON_MAX_VALUES: z.coerce.number().int().min(MIN_JSON_MAX_VALUES).max(100_000_000).default(DEFAULT_JSON_MAX_VALUES),
})
export type CoreEnv = z.infer<typeof CoreEnv>

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

function invalidEnvironment(lines: readonly string[]): ConfigError {
  return new ConfigError(`Invalid environment:\n${lines.map((line) => `  ${line}`).join('\n')}`)
}

/** Parses the environment; throws ConfigError naming every bad variable (never its value). */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  throw invalidEnvironment(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
}

/** The variables a service reads: the core ones plus its own `env` schema. */
export type ServiceConfig<E extends z.ZodObject> = CoreEnv & z.output<E>

/** The schema of a service's environment: `CoreEnv` extended by the service's own `env`. */
export function serviceEnvSchema(service: { env?: z.ZodObject | undefined }): z.ZodObject {
  return service.env ? CoreEnv.extend(service.env.shape) : CoreEnv
}

/** Parses a service's whole environment (core + its own variables), as standalone and the runner do. */
export function loadServiceConfig<E extends z.ZodObject>(
  service: { env?: E | undefined },
  env: Record<string, string | undefined>,
): ServiceConfig<E> {
  return loadConfig(serviceEnvSchema(service), env) as ServiceConfig<E>
}

function readKeysFile(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : code
    throw invalidEnvironment([`GATEWAY_KEYS_FILE: the file cannot be read (${reason ?? 'unreadable'})`])
  }
}

/** Turns GATEWAY_* settings into auth options; refuses to run open unless GATEWAY_AUTH=off. */
export function authFromEnv(config: CoreEnv): AuthOptions {
  if (config.GATEWAY_AUTH === 'off') return { mode: 'off', gatewayHost: config.GATEWAY_HOST }
  const entries = [
    ...parseKeyList(config.GATEWAY_KEYS ?? '', /,/),
    ...(config.GATEWAY_KEYS_FILE ? parseKeyList(readKeysFile(config.GATEWAY_KEYS_FILE), /\r?\n/) : []),
  ]
  if (entries.length === 0) {
    throw new ConfigError(
      'No API keys configured. Set GATEWAY_KEYS=key1,key2 (entries may be sha256:<hex>) or ' +
        'GATEWAY_KEYS_FILE=/path/to/keys (one per line), or GATEWAY_AUTH=off to run without authentication.',
    )
  }
  return { mode: 'keys', keys: entries, gatewayHost: config.GATEWAY_HOST }
}

/** The server limits a parsed environment asks for. */
export function limitsFromEnv(config: CoreEnv): ServerLimits {
  return {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: config.MAX_CONNECTIONS,
  }
}

export interface PoolSizing {
  threads: number
  /** Tasks waiting for a thread before OVERLOADED, unless a pool names its own bound. */
  queue: number | undefined
  /** Where `threads` came from, for the startup log. */
  source: 'WORKER_THREADS' | 'cgroup' | 'cpus'
}

const PoolEnv = CoreEnv.pick({ WORKER_THREADS: true, WORKER_QUEUE: true })

/**
 * Worker-pool size from WORKER_THREADS, else the cgroup CPU quota (never above the CPUs the process
 * sees), else `availableParallelism()`; WORKER_QUEUE bounds the waiting tasks. Validated like every
 * core variable (ConfigError naming the variable).
 */
export function poolSizingFromEnv(
  env: Record<string, string | undefined>,
  cgroupRoot: string = CGROUP_ROOT,
): PoolSizing {
  const config = loadConfig(PoolEnv, env)
  const queue = config.WORKER_QUEUE
  if (config.WORKER_THREADS !== undefined) return { threads: config.WORKER_THREADS, queue, source: 'WORKER_THREADS' }
  const cpus = Math.max(1, availableParallelism())
  const quota = cgroupCpuLimit(cgroupRoot)
  if (quota !== undefined && quota < cpus) return { threads: quota, queue, source: 'cgroup' }
  return { threads: cpus, queue, source: 'cpus' }
}

let processSizing: PoolSizing | undefined

/** The process's pool size, read once from `process.env` and the cgroup (every pool without its own). */
export function processPoolSizing(): PoolSizing {
  processSizing ??= poolSizingFromEnv(process.env)
  return processSizing
}

let processMaxValues: number | undefined

/** JSON_MAX_VALUES, read once from `process.env` (every mounted service without its own). */
export function processJsonMaxValues(): number {
  processMaxValues ??= loadConfig(CoreEnv.pick({ JSON_MAX_VALUES: true }), process.env).JSON_MAX_VALUES
  return processMaxValues
}

/** Metrics and tracing settings from the core variables (`ObserveOptions` less the names). */
export function observeFromEnv(config: CoreEnv) {
  if (config.TRACING === 'otel' && !config.OTEL_EXPORTER_OTLP_ENDPOINT && !config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    throw invalidEnvironment([
      'TRACING: otel needs OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)',
    ])
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT !== 0 && config.METRICS_PORT === config.PORT) {
    throw invalidEnvironment(['METRICS_PORT: must differ from PORT (or be left unset to serve /metrics on PORT)'])
  }
  return {
    metrics: config.METRICS === 'on',
    tracing: config.TRACING,
    metricsHost: config.HOST,
    ...(config.METRICS_PORT === undefined ? {} : { metricsPort: config.METRICS_PORT }),
  }
}
