/**
 * The process-level layer that a standalone service and the local runner share: server options,
 * request ids, trace context, the access log, metrics and load shedding. `buildService` = this +
 * one service at the root.
 */
import type { Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import { isDraining } from './drain.js'
import { type AccessRecord, accessRecord, createAccessLogger, UNMATCHED_ROUTE } from './http/access-log.js'
import type { AuthOptions } from './http/auth.js'
import { handleClientError, handleFrameworkError } from './http/client-errors.js'
import { frameworkRefusal, registerServerAnswers } from './http/framework-answers.js'
import { listenMetrics, registerMetricsRoute } from './http/metrics-endpoint.js'
import { type PressureOptions, registerPressure } from './http/pressure.js'
import { generateRequestId } from './http/request-id.js'
import { lazyChildLoggerFactory } from './http/request-logger.js'
import { DEFAULT_SERVER_LIMITS, type ServerLimits, serverOptions } from './http/server-limits.js'
import { discardUnreadBody, hasUnreadBody } from './http/unread-body.js'
import { HttpMetrics, METRICS_DECORATOR, type RouteSlot } from './observe/http-metrics.js'
import { type SpanHandle, type SpanHook, setSpanHook } from './observe/span-hook.js'
import { newTraceparent, type TracingMode, validTraceparent } from './observe/trace-context.js'
import type { Service } from './service.js'
import { servicePlugin } from './service-plugin.js'

/** What the host serves: its services (mount prefix '' when alone), metrics and tracing. */
export interface ObserveOptions {
  /** The `service` label of what belongs to no one service (unmatched paths, in flight, shed). */
  name: string
  services: readonly { name: string; version: string; prefix: string }[]
  /** Request metrics and GET /metrics (default on). */
  metrics?: boolean
  /** Serve /metrics only on this port (a separate listener), not on the service's port. */
  metricsPort?: number
  /** Address of the separate listener (default 127.0.0.1; standalone passes HOST). */
  metricsHost?: string
  /** `on`: a traceparent is generated for requests without a valid one; `otel`: spans exported too. */
  tracing?: TracingMode
  /** With `otel`: the exporter to use instead of OTLP/HTTP (tests). */
  otelExporter?: unknown
}

export interface HostOptions {
  /** Pino options (level, stream) or false to log nothing. */
  logger?: FastifyServerOptions['logger']
  /** Load-shedding thresholds; omit to disable (tests). */
  pressure?: PressureOptions
  rewriteUrl?: FastifyServerOptions['rewriteUrl']
  /** Server timeouts and connection cap (default DEFAULT_SERVER_LIMITS). */
  limits?: ServerLimits
  /** Metrics and trace context; omit for neither (buildService passes its service's). */
  observe?: ObserveOptions
}

/**
 * Requests open on a socket: a request whose client went away before its answer never reaches
 * onResponse, so when a socket closes its open requests are counted as aborted (per connection, not
 * per request: no listener is added per request).
 */
const OPEN = Symbol('svc.openRequests')
type OpenCount = { [OPEN]?: number }

/** The key of the request id in every log line of a request. */
const REQUEST_ID_LABEL = 'reqId'

/** The route config member holding a route's metric cells, set once per route at registration. */
const SLOT = Symbol('svc.metricsSlot')

export async function createHost(options: HostOptions = {}): Promise<FastifyInstance> {
  const limits = options.limits ?? DEFAULT_SERVER_LIMITS
  const app = Fastify({
    ...serverOptions(limits),
    // answered in the envelope instead (http/framework-answers.ts)
    return503OnClosing: false,
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LABEL }),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: generateRequestId,
    requestIdHeader: false,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    ...(options.rewriteUrl ? { rewriteUrl: options.rewriteUrl } : {}),
  })
  app.server.maxConnections = limits.maxConnections
  registerServerAnswers(app)
  const framing = frameworkRefusal()
  app.addHook('preClose', (done) => {
    framing.closing()
    done()
  })
  const observe = options.observe
  const metrics = observe && observe.metrics !== false ? new HttpMetrics(observe.name) : undefined
  if (metrics && observe) registerRouteMetrics(app, metrics, observe)
  const tracing = observe?.tracing ?? 'off'
  const spans = tracing === 'otel' && observe ? await startOtel(app, observe) : undefined
  const spanOf = new WeakMap<object, SpanHandle>()
  const generate = tracing !== 'off'

  // Callback-style hooks: they run on every request, and an async hook costs a promise each.
  // One onRequest hook for the host: request id, trace context, then load shedding.
  const shedding = options.pressure ? registerPressure(app, options.pressure) : undefined
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    if (framing.refuse(request, reply)) return
    if (isDraining(app)) reply.header('connection', 'close')
    if (metrics) {
      metrics.started++
      const socket = request.raw.socket as OpenCount
      socket[OPEN] = (socket[OPEN] ?? 0) + 1
    }
    const incoming = request.headers.traceparent
    if (incoming !== undefined || generate) {
      const traceparent = validTraceparent(incoming) ?? (generate ? newTraceparent() : undefined)
      if (traceparent) reply.header('traceparent', traceparent)
      if (spans) spanOf.set(request, spans.request(`${request.method} request`, traceparent))
    }
    if (shedding?.(request, reply) !== true) return done()
    if (metrics) {
      metrics.shed++
      metrics.countError(metrics.hostName, 'OVERLOADED')
    }
  })
  // A body the route did not read (a GET's, or one refused before parsing) is discarded before the
  // answer goes out, so the client reads the answer instead of EPIPE (http/unread-body.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!hasUnreadBody(request.raw)) return done(null, payload)
    discardUnreadBody(request.raw, () => done(null, payload))
  })
  const logAccess = createAccessLogger(app.log, REQUEST_ID_LABEL)
  app.addHook('onResponse', (request, reply, done) => {
    // request.routeOptions builds an object per read: read once for the log line and the metrics.
    const route = request.is404 ? undefined : request.routeOptions
    const record = accessRecord(request, reply, route?.url ?? UNMATCHED_ROUTE)
    logAccess(request, record)
    if (metrics) {
      const socket = request.raw.socket as OpenCount
      if (socket[OPEN]! > 0) {
        socket[OPEN]!--
        metrics.finished++
      }
      const slot: RouteSlot =
        route === undefined
          ? metrics.unmatched
          : ((route.config as { [SLOT]?: RouteSlot })[SLOT] ?? metrics.slot(metrics.hostName, record.route))
      slot.cell(record.method, record.status).observe(record.ms / 1000, record.reqBytes, record.resBytes)
    }
    if (spans) endSpan(spanOf.get(request), record)
    done()
  })
  closeConnectionsOnClose(app)
  if (metrics && observe) await serveMetrics(app, metrics, observe)
  return app
}

/**
 * Node closes idle keep-alive sockets when close() starts, but a response still in progress then
 * keeps its socket open afterwards, and close() waits for the keep-alive timeout. So when closing
 * starts, the response in progress on each open socket is told to close its connection (its
 * `Connection: close` header, or the socket once it is sent); requests that arrive later get
 * 503 OVERLOADED with `Connection: close` (http/framework-answers.ts). Sockets are tracked per connection, so no request pays.
 */
function closeConnectionsOnClose(app: FastifyInstance) {
  const sockets = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  app.addHook('preClose', (done) => {
    for (const socket of sockets) {
      const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage
      if (response === undefined || response === null) continue
      if (!response.headersSent) response.shouldKeepAlive = false
      else response.once('finish', () => setImmediate(() => app.server.closeIdleConnections()))
    }
    done()
  })
}

/**
 * Every route gets its metric cells at registration, labelled with the service whose mount prefix
 * holds it and the route template below that prefix; the cells are found per request through the
 * route's config (no lookup by URL).
 */
function registerRouteMetrics(app: FastifyInstance, metrics: HttpMetrics, observe: ObserveOptions) {
  app.decorate(METRICS_DECORATOR, metrics)
  app.server.on('connection', (socket: Socket) => {
    socket.once('close', () => {
      const open = (socket as OpenCount)[OPEN] ?? 0
      if (open > 0) {
        metrics.aborted += open
        ;(socket as OpenCount)[OPEN] = 0
      }
    })
  })
  for (const service of observe.services) metrics.addBuild(service.name, service.version)
  const byLongestPrefix = [...observe.services].sort((a, b) => b.prefix.length - a.prefix.length)
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '/'
    const owner = byLongestPrefix.find(
      (service) => service.prefix === '' || url === service.prefix || url.startsWith(`${service.prefix}/`),
    )
    const template = owner ? url.slice(owner.prefix.length) || '/' : url
    const slot = { [SLOT]: metrics.slot(owner?.name ?? observe.name, template) }
    route.config = Object.assign({ ...(route.config ?? {}) }, slot)
  })
}

async function serveMetrics(app: FastifyInstance, metrics: HttpMetrics, observe: ObserveOptions) {
  if (observe.metricsPort === undefined) {
    registerMetricsRoute(app, metrics)
    return
  }
  let server: Server | undefined
  // onReady is awaited by ready() and listen() (onListen is not), so the port is bound when they resolve.
  app.addHook('onReady', async () => {
    server = await listenMetrics(metrics, observe.metricsPort!, observe.metricsHost ?? '127.0.0.1')
    app.log.info({ port: observe.metricsPort }, 'metrics listener started')
  })
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  })
  app.decorate('metricsServer', () => server)
}

async function startOtel(app: FastifyInstance, observe: ObserveOptions): Promise<SpanHook> {
  const { loadOtel } = await import('./observe/otel.js')
  const first = observe.services[0]
  const hook = await loadOtel({
    serviceName: observe.services.length === 1 && first ? first.name : observe.name,
    serviceVersion: first?.version ?? '0.0.0',
    ...(observe.otelExporter ? { exporter: observe.otelExporter as never } : {}),
  })
  setSpanHook(hook)
  app.addHook('onClose', async () => {
    setSpanHook(undefined)
    await hook.shutdown()
  })
  return hook
}

function endSpan(span: SpanHandle | undefined, record: AccessRecord) {
  const attributes = {
    'http.request.method': record.method,
    'http.route': record.route,
    'http.response.status_code': record.status,
  }
  span?.end(attributes, record.status >= 500 ? String(record.status) : undefined)
}

export interface BuildOptions<D extends object> extends HostOptions {
  auth: AuthOptions
  deps?: Partial<D>
  /** JSON_MAX_VALUES (standalone passes the parsed environment's). */
  maxJsonValues?: number
}

/** The observe options of one service alone at the root (metrics on, tracing off unless given). */
export function serviceObserve(service: Service, extra: Partial<ObserveOptions> = {}): ObserveOptions {
  return { name: service.name, services: [{ name: service.name, version: service.version, prefix: '' }], ...extra }
}

/** One service at the root of its own Fastify instance, ready for `inject` or `listen`. */
export async function buildService<D extends object>(service: Service<D>, options: BuildOptions<D>) {
  const app = await createHost({ ...options, observe: options.observe ?? serviceObserve(service as Service) })
  await app.register(
    servicePlugin(service, {
      auth: options.auth,
      deps: options.deps ?? {},
      ...(options.maxJsonValues === undefined ? {} : { maxJsonValues: options.maxJsonValues }),
    }),
  )
  await app.ready()
  return app
}
