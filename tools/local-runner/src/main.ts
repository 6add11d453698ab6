/**
 * `pnpm start`: every service in one process on port 8080 (PORT to change it). With no key
 * configured it sets a random development key and prints it, so the suite is never open by accident.
 */
import { randomBytes } from 'node:crypto'
import { authFromEnv, CoreEnv, loadConfig } from '@svc/core'
import closeWithGrace from 'close-with-grace'
import { buildRunner } from './runner.js'
import { services } from './services.js'

const env = { ...process.env }
const hasKeys = env.GATEWAY_KEYS || env.GATEWAY_KEYS_FILE || env.GATEWAY_AUTH === 'off'
const devKey = hasKeys ? undefined : `dev-${randomBytes(12).toString('hex')}`
if (devKey) env.GATEWAY_KEYS = devKey
const config = loadConfig(CoreEnv, { HOST: '127.0.0.1', PORT: '8080', LOG_LEVEL: 'warn', ...env })
const app = await buildRunner(services, {
  auth: authFromEnv(config),
  env: config,
  logger: { level: config.LOG_LEVEL },
  pressure: {
    maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_BYTES,
  },
})
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async () => app.close())
const address = await app.listen({ port: config.PORT ?? 8080, host: config.HOST })

const lines = [
  `local runner listening on ${address}`,
  devKey ? `development key (x-gateway-key): ${devKey}` : 'keys: from GATEWAY_KEYS / GATEWAY_KEYS_FILE',
  ...services.map((s) => `  ${s.name.padEnd(18)} ${address}/${s.name}/   (or x-gateway-host: ${s.name})`),
  `example: curl -s ${address}/validator/validate -H 'x-gateway-key: ${devKey ?? '<your key>'}' -H 'content-type: application/json' -d '{"payload":{"id":1},"schema":{"type":"object","properties":{"id":{"type":"integer"}}}}'`,
]
process.stdout.write(`${lines.join('\n')}\n`)
