/**
 * The access log (CONTRACT "Logging"): method, route pattern, status, duration, sizes and request
 * id only. Never the URL (query values), headers, bodies, keys or secrets.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'

export function logAccess(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'] ?? 0)
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      reqBytes: Number.isFinite(length) ? length : 0,
      resBytes: Number(reply.getHeader('content-length') ?? 0),
    },
    'request',
  )
}
