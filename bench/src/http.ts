/**
 * HTTP benchmarks with autocannon: a service and a bare Fastify echo of the same body run in the
 * same process and are loaded the same way, so the ratio between them is what the tables report.
 */
import type { AddressInfo } from 'node:net'
import { buildService, keysAuth, type Service } from '@svc/core'
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'

export const BENCH_KEY = 'bench-key'

export interface HttpResult {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  non2xx: number
}

export interface LoadOptions {
  method?: 'GET' | 'POST'
  path: string
  body?: string
  contentType?: string
  connections?: number
  durationSeconds?: number
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

/** A bare Fastify server that parses a JSON body and sends it back: the floor for any JSON service. */
export async function startEcho(bodyLimit: number): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ bodyLimit })
  app.post('/*', async (request) => request.body)
  return { url: await listen(app), app }
}

/** The service as production builds it (auth on, logging off so the log sink is not measured). */
export async function startService<D extends object>(service: Service<D>, deps: Partial<D> = {}) {
  const app = await buildService(service, { auth: keysAuth([BENCH_KEY]), deps })
  return { url: await listen(app), app }
}

export async function load(baseUrl: string, options: LoadOptions): Promise<HttpResult> {
  const result = await autocannon({
    url: baseUrl + options.path,
    method: options.method ?? 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', 'x-gateway-key': BENCH_KEY },
    ...(options.body !== undefined ? { body: options.body } : {}),
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
  }
}
