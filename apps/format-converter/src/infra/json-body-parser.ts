/**
 * Replaces core's application/json parser in this service only: when the JSON body is the document
 * itself (`?to=` or Accept names another format) and large, its bytes go to the worker pool unparsed,
 * so a 20 MB document is parsed off the event loop and never structured-cloned as an object graph
 * (measured: cloning 20 MB of records costs twice parsing them). Every other JSON body is parsed
 * exactly as core does (depth check, INVALID_JSON with line and column, a long body in pieces that give
 * the event loop back). The body is read by
 * read-body.ts (one buffer of the announced size).
 */
import { utf8Body } from '@svc/core'
import { parseJsonBody } from '@svc/core/json'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isRawJson } from '../engine/plan-conversion.js'
import { INLINE_BELOW_BYTES } from './converter.js'
import { readBody } from './read-body.js'

/**
 * Core registers each declared media type by name (packages/core/src/http/body-parsers.ts) and a
 * catch-all for the rest; this service's parser replaces the named one and takes the +json family.
 */
const CORE_JSON_TYPE = 'application/json'
const JSON_FAMILY = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i
const MAX_JSON_DEPTH = 1_000

export function registerJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  if (!app.hasContentTypeParser(CORE_JSON_TYPE)) {
    throw new Error(`core no longer registers ${CORE_JSON_TYPE} by name: update json-body-parser.ts`)
  }
  app.removeContentTypeParser(CORE_JSON_TYPE)
  app.addContentTypeParser(JSON_FAMILY, async (request: FastifyRequest) => {
    // a declared charset is honoured as core does for every body (docs/contract.md "Framing")
    const bytes = utf8Body(await readBody(request, bodyLimit), request.headers['content-type'])
    if (bytes.length >= INLINE_BELOW_BYTES && isRawJson(partsOf(request))) return bytes
    return parseJsonBody(bytes.toString('utf8'), MAX_JSON_DEPTH)
  })
}

function partsOf(request: FastifyRequest) {
  return {
    mediaType: 'application/json',
    accept: request.headers.accept ?? '',
    query: request.query as Record<string, string>,
    body: undefined,
  }
}
