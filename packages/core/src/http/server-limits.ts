/**
 * Timeouts and a connection cap for the HTTP server, so that a stalled or abusive client is cut off
 * within a known bound while others are served (Node's defaults cut incomplete headers after 60 s, checked
 * only every 30 s, and Fastify turns the request timeout off altogether). A request cut off while it is
 * still arriving is answered 408 REQUEST_TIMEOUT in the shared envelope (client-errors.ts).
 */
import type { Server } from 'node:http'
import type { FastifyHttpOptions } from 'fastify'

export interface ServerLimits {
  /** Time to receive a request's complete headers. */
  headersTimeoutMs: number
  /** Time to receive a whole request, headers and body (not the time to answer it). */
  requestTimeoutMs: number
  /** How long an idle keep-alive connection stays open; above the usual gateway idle timeout (60 s). */
  keepAliveTimeoutMs: number
  /** Open connections accepted at once; past it new connections are dropped. */
  maxConnections: number
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  maxConnections: 10_000,
}

/** How often Node checks the header and request timeouts (its default, 30 s, would let them overrun). */
const CHECK_INTERVAL_MS = 1_000

export function serverOptions(limits: ServerLimits): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, limits.headersTimeoutMs),
      // Node's own refusal is a bare 400: the host answers it in the envelope (http/framework-answers.ts)
      requireHostHeader: false,
    },
  }
}
