/**
 * `pnpm start`: every service in one process on port 8080 (PORT to change it). With no key
 * configured it sets a random development key and prints it, so the suite is never open by accident.
 */
import { randomBytes } from 'node:crypto'
import {
  type AuthOptions,
  authFromEnv,
  ConfigError,
  CoreEnv,
  limitsFromEnv,
  loadConfig,
  observeFromEnv,
} from '@svc/core'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import { buildRunner } from './runner.js'
import { services } from './services.js'

const env: Record<string, string | undefined> = { HOST: '127.0.0.1', PORT: '8080', LOG_LEVEL: 'warn', ...process.env }
const hasKeys = env.GATEWAY_KEYS || env.GATEWAY_KEYS_FILE || env.GATEWAY_AUTH === 'off'
const devKey = hasKeys ? undefined : `dev-${randomBytes(12).toString('hex')}`
if (devKey) env.GATEWAY_KEYS = devKey

let config: CoreEnv
let auth: AuthOptions
let app: FastifyInstance
try {
  config = loadConfig(CoreEnv, env)
  auth = authFromEnv(config)
  app = await buildRunner(services, {
    auth,
    env,
    observe: observeFromEnv(config),
    logger: { level: config.LOG_LEVEL },
    pressure: {
      maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_BYTES,
    },
    limits: limitsFromEnv(config),
  })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`local-runner: ${error.message}\n`)
  process.exit(1)
}
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async () => app.close())
const address = await app.listen({ port: config.PORT ?? 8080, host: config.HOST })

const lines = [
  `local runner listening on ${address}`,
  config.METRICS === 'off'
    ? 'metrics: off'
    : `metrics (no key): ${config.METRICS_PORT === undefined ? address : `http://${config.HOST}:${config.METRICS_PORT}`}/metrics`,
  devKey ? `development key (x-gateway-key): ${devKey}` : 'keys: from GATEWAY_KEYS / GATEWAY_KEYS_FILE',
  `API reference of every service (open in a browser, no key needed): ${address}/`,
  ...services.map((s) => `  ${s.name.padEnd(18)} ${address}/${s.name}/   (or x-gateway-host: ${s.name})`),
  `example: curl -s ${address}/validator/validate -H 'x-gateway-key: ${devKey ?? '<your key>'}' -H 'content-type: application/json' -d '{"payload":{"id":1},"schema":{"type":"object","properties":{"id":{"type":"integer"}}}}'`,
]
process.stdout.write(`${lines.join('\n')}\n`)
