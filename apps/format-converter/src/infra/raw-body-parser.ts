/**
 * The raw input types (CSV, XML, YAML, ...) read by read-body.ts into one buffer of the announced
 * size instead of core's parsers for them (same limit, same errors): a 20 MB CSV costs 20 MB on
 * arrival, and moves to a worker by transfer. Core registers each declared media type by name, so
 * those are removed first. A text body in a declared charset is transcoded to UTF-8 (core's rule for
 * every body, docs/contract.md "Framing"); the readers then see UTF-8 only.
 */
import { utf8Body } from '@svc/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { readBody } from './read-body.js'

export function registerRawBodyParser(app: FastifyInstance, types: readonly string[], bodyLimit: number): void {
  app.removeContentTypeParser([...types])
  app.addContentTypeParser([...types], async (request: FastifyRequest) =>
    utf8Body(await readBody(request, bodyLimit), request.headers['content-type']),
  )
}
