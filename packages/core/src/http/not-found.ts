/** 404 NOT_FOUND, or 405 METHOD_NOT_ALLOWED with `Allow` when the path exists with other methods. */
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors/app-error.js'

export function registerNotFound(app: FastifyInstance, methodsByPath: ReadonlyMap<string, readonly string[]>) {
  const prefix = app.prefix
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0]!.slice(prefix.length) || '/'
    const allowed = methodsByPath.get(path)
    if (allowed) {
      reply.header('allow', allowed.join(', '))
      throw new AppError('METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allowed.join(' or ')}.`)
    }
    throw new AppError('NOT_FOUND', 'No such route; see /openapi.json for the operations of this service.')
  })
}
