/**
 * Load shedding: past the event-loop-delay or heap limits, requests get 503 OVERLOADED with
 * Retry-After, except the probes (/health must keep answering; /ready answers 503 itself) and
 * /metrics (an overloaded service is when its metrics matter most).
 * Load is sampled on a timer (event-loop delay histogram, heap used), so a request pays one boolean
 * test; the probe exemption is looked up only while shedding. (Replaces @fastify/under-pressure,
 * whose per-request hook rebuilt the route's options object on every request.)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

export interface PressureOptions {
  /** 0 disables the check. */
  maxEventLoopDelayMs: number
  /** 0 disables the check. */
  maxHeapUsedBytes: number
  /** How often load is sampled (default 1,000 ms). */
  sampleIntervalMs?: number
}

const RETRY_AFTER_SECONDS = 5
/** The histogram's resolution; its mean is at least this even on an idle loop. */
const RESOLUTION_MS = 10

/** Sheds a request while overloaded: the caller's onRequest hook calls it (one boolean test). */
export type PressureGate = (request: FastifyRequest, reply: FastifyReply) => boolean

/** Starts sampling; returns the gate for the host's onRequest hook, or undefined when both checks are off. */
export function registerPressure(app: FastifyInstance, options: PressureOptions): PressureGate | undefined {
  const checkDelay = options.maxEventLoopDelayMs > 0
  const checkHeap = options.maxHeapUsedBytes > 0
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let overloaded = false

  function sample() {
    const delayMs = Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS)
    histogram.reset()
    overloaded =
      (checkDelay && (Number.isNaN(delayMs) || delayMs > options.maxEventLoopDelayMs)) ||
      (checkHeap && process.memoryUsage().heapUsed > options.maxHeapUsedBytes)
  }
  const timer = setInterval(sample, Math.max(RESOLUTION_MS, options.sampleIntervalMs ?? 1_000))
  timer.unref()

  app.decorate('isUnderPressure', () => overloaded)
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer)
    histogram.disable()
    done()
  })
  if (!checkDelay && !checkHeap) return undefined
  return (request, reply) => {
    if (!overloaded || isLivenessProbe(request)) return false
    shed(reply)
    return true
  }
}

function isLivenessProbe(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { public?: boolean } | undefined
  const url = request.routeOptions.url ?? ''
  return config?.public === true && (url.endsWith('/health') || url.endsWith('/ready') || url === '/metrics')
}

function shed(reply: FastifyReply) {
  reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: 'OVERLOADED', message: `The service is overloaded; retry in ${RETRY_AFTER_SECONDS} seconds.` })
}
