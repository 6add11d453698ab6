/**
 * The one reading of Content-Type: Fastify's own parser (`request.mediaType`: RFC 9110 grammar,
 * lower-cased, parameters dropped, cached per request), and one rule for which media types are JSON.
 * The body parsers and the route handler both decide through these two functions.
 */
import type { FastifyRequest } from 'fastify'

/** The request's media type without parameters, lower-cased (`''` when absent). */
export function mediaTypeOf(request: FastifyRequest): string {
  return request.mediaType ?? ''
}

/** application/json and the `+json` structured-syntax family (merge-patch, problem, vnd.*). */
export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json') && type.length > 17)
}
