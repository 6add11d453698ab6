/**
 * `/health` (liveness, no work), `/ready` (503 while draining before shutdown or shedding load) and
 * `/openapi.json`; no key needed.
 */
import type { FastifyInstance } from 'fastify'
import { isDraining } from '../drain.js'

export function registerProbes(app: FastifyInstance, identity: { name: string; version: string }, document: object) {
  const config = { public: true }
  const health = { status: 'ok', service: identity.name, version: identity.version }
  app.get('/health', { config }, async () => health)
  app.get('/ready', { config }, async (_request, reply) => {
    if (isDraining(app)) return reply.code(503).send({ status: 'draining' })
    const pressured = (app as { isUnderPressure?: () => boolean }).isUnderPressure?.() ?? false
    if (!pressured) return { status: 'ready' }
    return reply.code(503).header('retry-after', '5').send({ status: 'overloaded' })
  })
  app.get('/openapi.json', { config }, async () => document)
}
