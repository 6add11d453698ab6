/**
 * The environment schema shared by every service (CONTRACT: ports, keys, logging), parsed once in
 * `runStandalone` or the local runner. Services `.extend()` it; failures list every bad variable.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type AuthOptions, parseKeyList } from './http/auth.js'

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
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  PRESSURE_MAX_HEAP_BYTES: z.coerce.number().int().min(0).default(0),
})
export type CoreEnv = z.infer<typeof CoreEnv>

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Parses the environment; throws ConfigError naming every bad variable (never its value). */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`)
}

/** Turns GATEWAY_* settings into auth options; refuses to run open unless GATEWAY_AUTH=off. */
export function authFromEnv(config: CoreEnv): AuthOptions {
  if (config.GATEWAY_AUTH === 'off') return { mode: 'off', gatewayHost: config.GATEWAY_HOST }
  const entries = [
    ...parseKeyList(config.GATEWAY_KEYS ?? '', /,/),
    ...(config.GATEWAY_KEYS_FILE ? parseKeyList(readFileSync(config.GATEWAY_KEYS_FILE, 'utf8'), /\r?\n/) : []),
  ]
  if (entries.length === 0) {
    throw new ConfigError(
      'No API keys configured. Set GATEWAY_KEYS=key1,key2 (entries may be sha256:<hex>) or ' +
        'GATEWAY_KEYS_FILE=/path/to/keys (one per line), or GATEWAY_AUTH=off to run without authentication.',
    )
  }
  return { mode: 'keys', keys: entries, gatewayHost: config.GATEWAY_HOST }
}
