/**
 * The baseline: a bare Fastify process (defaults, no logger, no hooks) whose one route parses the
 * body with the service route's own zod schema and calls the route's own handler, i.e. the same
 * domain function. What the service costs beyond this is the shared request path.
 * Usage: node bare-server.js <case name> <port>
 */
import { pathToFileURL } from 'node:url'
import { type AnyRoute, loadServiceConfig, type Service } from '@svc/core'
import Fastify from 'fastify'
import { CASES, REPO_ROOT } from './cases.js'

const [name, port] = process.argv.slice(2)
const found = CASES.find((c) => c.name === name)
if (!found || !port) throw new Error('usage: bare-server.js <case name> <port>')

const module = (await import(pathToFileURL(REPO_ROOT + found.app).href)) as Record<string, Service>
const service = module[found.exportName]!
// The same environment the standalone process parses (its defaults: the bench sets no variables).
const deps = service.configure?.(loadServiceConfig(service, {})) ?? {}
const routes = service.routes(deps, { onClose: () => {} }) as readonly AnyRoute[]
const route = routes.find((r) => r.method === found.method && r.url === found.url)
if (!route?.schema.body) throw new Error(`${found.name}: no ${found.method} ${found.url} route with a body`)
const bodySchema = route.schema.body

const app = Fastify({ bodyLimit: service.bodyLimit })
app.route({
  method: found.method,
  url: found.url,
  handler: async (request, reply) => {
    const body = bodySchema.parse(request.body)
    return route.handler({ body, query: undefined, request, reply })
  },
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0))
})
