/**
 * The process-level layer that a standalone service and the local runner share: server options,
 * request ids, the access log and load shedding. `buildService` = this + one service at the root.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import { createAccessLogger } from './http/access-log.js'
import type { AuthOptions } from './http/auth.js'
import { handleClientError, handleFrameworkError } from './http/client-errors.js'
import { type PressureOptions, registerPressure } from './http/pressure.js'
import { generateRequestId } from './http/request-id.js'
import { DEFAULT_SERVER_LIMITS, type ServerLimits, serverOptions } from './http/server-limits.js'
import type { Service } from './service.js'
import { servicePlugin } from './service-plugin.js'

export interface HostOptions {
  /** Pino options (level, stream) or false to log nothing. */
  logger?: FastifyServerOptions['logger']
  /** Load-shedding thresholds; omit to disable (tests). */
  pressure?: PressureOptions
  rewriteUrl?: FastifyServerOptions['rewriteUrl']
  /** Server timeouts and connection cap (default DEFAULT_SERVER_LIMITS). */
  limits?: ServerLimits
}

export async function createHost(options: HostOptions = {}): Promise<FastifyInstance> {
  const limits = options.limits ?? DEFAULT_SERVER_LIMITS
  const app = Fastify({
    ...serverOptions(limits),
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    ...(options.rewriteUrl ? { rewriteUrl: options.rewriteUrl } : {}),
  })
  app.server.maxConnections = limits.maxConnections
  // Callback-style hooks: they run on every request, and an async hook costs a promise each.
  // One onRequest hook for the host: the request id on every answer, then load shedding.
  const shedding = options.pressure ? registerPressure(app, options.pressure) : undefined
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    if (shedding?.(request, reply) !== true) done()
  })
  const logAccess = createAccessLogger(app.log)
  app.addHook('onResponse', (request, reply, done) => {
    logAccess(request, reply)
    done()
  })
  // Node closes idle keep-alive sockets only when close() starts; a response that finishes during the
  // grace period must close its own socket, or close() waits for the keep-alive timeout.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close')
    done(null, payload)
  })
  return app
}

export interface BuildOptions<D extends object> extends HostOptions {
  auth: AuthOptions
  deps?: Partial<D>
}

/** One service at the root of its own Fastify instance, ready for `inject` or `listen`. */
export async function buildService<D extends object>(service: Service<D>, options: BuildOptions<D>) {
  const app = await createHost(options)
  await app.register(servicePlugin(service, { auth: options.auth, deps: options.deps ?? {} }))
  await app.ready()
  return app
}
