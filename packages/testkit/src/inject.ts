/**
 * Test helpers: build a service the way production does (same host layer, real auth with a test key),
 * capture its log lines, and inject requests with the key already set.
 */
import { Writable } from 'node:stream'
import { buildService, keysAuth, type Service } from '@svc/core'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'

export const TEST_KEY = 'test-key-5f0c2b7e9a41'

export interface TestApp {
  app: FastifyInstance
  /** Every log line written so far, raw JSON text. */
  logs: string[]
}

export interface TestAppOptions<D extends object> {
  deps?: Partial<D>
  gatewayHost?: string
}

export async function buildTestApp<D extends object>(
  service: Service<D>,
  options: TestAppOptions<D> = {},
): Promise<TestApp> {
  const logs: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk))
      callback()
    },
  })
  const app = await buildService(service, {
    auth: keysAuth([TEST_KEY], options.gatewayHost),
    deps: options.deps ?? {},
    logger: { level: 'info', stream },
  })
  return { app, logs }
}

const shared = new WeakMap<Service<never>, Promise<TestApp>>()

/** Injects with the test key into a per-service app built once (default deps). */
export async function injectAs<D extends object>(
  service: Service<D>,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const key = service as unknown as Service<never>
  let built = shared.get(key)
  if (!built) {
    built = buildTestApp(service)
    shared.set(key, built)
  }
  const { app } = await built
  return app.inject({ ...options, headers: { 'x-gateway-key': TEST_KEY, ...options.headers } })
}
