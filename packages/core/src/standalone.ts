/**
 * `runStandalone(service)`: environment -> config (once) -> listen -> close-with-grace. The only
 * place besides the local runner that reads `process.env`.
 */
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  authFromEnv,
  ConfigError,
  limitsFromEnv,
  loadServiceConfig,
  observeFromEnv,
  type ServiceConfig,
} from './config.js'
import { startDraining } from './drain.js'
import { buildService, serviceObserve } from './host.js'
import { bufferedStdout } from './http/log-destination.js'
import type { Service } from './service.js'

export async function runStandalone<D extends object, E extends z.ZodObject>(
  service: Service<D, E>,
  env: Record<string, string | undefined> = process.env,
): Promise<FastifyInstance | undefined> {
  let config: ServiceConfig<E>
  let auth: ReturnType<typeof authFromEnv>
  let observe: ReturnType<typeof observeFromEnv>
  try {
    config = loadServiceConfig(service, env)
    auth = authFromEnv(config)
    observe = observeFromEnv(config)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${service.name}: ${error.message}\n`)
    process.exitCode = 1
    return undefined
  }
  const app = await buildService(service, {
    auth,
    deps: service.configure?.(config) ?? {},
    logger: { level: config.LOG_LEVEL, stream: bufferedStdout() },
    pressure: {
      maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_BYTES,
    },
    limits: limitsFromEnv(config),
    maxJsonValues: config.JSON_MAX_VALUES,
    observe: serviceObserve(service as Service, observe),
  })
  // On a signal: drain first (behind a proxy that checks /ready, SHUTDOWN_DRAIN_MS covers its checks),
  // then close the listener and finish in-flight requests within SHUTDOWN_GRACE_MS.
  const drainMs = config.SHUTDOWN_DRAIN_MS
  closeWithGrace({ delay: drainMs + config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ errorClass: err.name }, 'closing after an uncaught error')
    else if (drainMs > 0) {
      app.log.info({ signal, drainMs }, 'draining: /ready answers 503, requests still served')
      startDraining(app)
      await new Promise((resolve) => setTimeout(resolve, drainMs))
    }
    if (!err) app.log.info({ signal }, 'closing: finishing in-flight requests')
    await app.close()
  })
  await app.listen({ port: config.PORT ?? service.port, host: config.HOST })
  return app
}
