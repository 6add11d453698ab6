/**
 * Load shedding with @fastify/under-pressure: past the event-loop-delay or heap limits, requests get
 * 503 OVERLOADED with Retry-After, except the liveness probe which must keep answering.
 */
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export interface PressureOptions {
  maxEventLoopDelayMs: number
  maxHeapUsedBytes: number
  /** How often load is sampled (default 1,000 ms). */
  sampleIntervalMs?: number
}

const RETRY_AFTER_SECONDS = 5

export async function registerPressure(app: FastifyInstance, options: PressureOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    pressureHandler: (request: FastifyRequest, reply: FastifyReply) => {
      const config = request.routeOptions.config as { public?: boolean } | undefined
      const url = request.routeOptions.url ?? ''
      if (config?.public && (url.endsWith('/health') || url.endsWith('/ready'))) return
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'OVERLOADED', message: `The service is overloaded; retry in ${RETRY_AFTER_SECONDS} seconds.` })
    },
  })
}
