/**
 * `GET /metrics`: the Prometheus text of the process registry (default metrics, worker pools) and of
 * the host's request metrics. Public like the probes (no gateway key), either on the service's own
 * port or, with `METRICS_PORT`, only on a separate listener that a gateway never routes to.
 */
import { createServer, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { Registry } from 'prom-client'
import type { HttpMetrics } from '../observe/http-metrics.js'
import { processRegistry } from '../observe/process-metrics.js'

export const METRICS_PATH = '/metrics'
export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE

export async function metricsText(metrics: HttpMetrics): Promise<string> {
  const [process, http] = await Promise.all([processRegistry().metrics(), metrics.registry.metrics()])
  return process + http
}

export function registerMetricsRoute(app: FastifyInstance, metrics: HttpMetrics) {
  app.get(METRICS_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.type(METRICS_CONTENT_TYPE).send(await metricsText(metrics)),
  )
}

const notFound = JSON.stringify({ error: 'NOT_FOUND', message: 'Only GET /metrics is served on this port.' })

/** The separate metrics listener (METRICS_PORT): GET/HEAD /metrics, 404 for anything else. */
export async function listenMetrics(metrics: HttpMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0]
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(notFound)
      return
    }
    metricsText(metrics).then(
      (text) =>
        response
          .writeHead(200, { 'content-type': METRICS_CONTENT_TYPE })
          .end(request.method === 'HEAD' ? undefined : text),
      () =>
        response
          .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
          .end('{"error":"INTERNAL_ERROR","message":"metrics unavailable"}'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
