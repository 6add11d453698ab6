/**
 * The all-in-one runner: each service plugin mounted under `/<name>`, and a bare path routed to a
 * service by `x-gateway-host: <name>` (or a host name whose first label is the service name), so
 * that callers can use the same paths as against a standalone service.
 */
import type { IncomingMessage } from 'node:http'
import {
  AppError,
  type AuthOptions,
  ConfigError,
  coreErrors,
  createHost,
  docsPage,
  type HostOptions,
  loadServiceConfig,
  type ObserveOptions,
  registerDocsAssets,
  type Service,
  sendDocsPage,
  servicePlugin,
  toErrorBody,
} from '@svc/core'
import type { HTTPMethods } from 'fastify'

export interface RunnerOptions extends Omit<HostOptions, 'observe'> {
  auth: AuthOptions
  /** Metrics and tracing settings (`observeFromEnv`); the names and mount prefixes are the runner's. */
  observe?: Omit<Partial<ObserveOptions>, 'name' | 'services'>
  /** The raw environment; each service's own `env` schema is parsed from it, as `runStandalone` does. */
  env?: Record<string, string | undefined>
}

/**
 * The deps of every service, each built from its own parsed environment (core variables + the
 * service's `env` schema). Throws one ConfigError listing the bad variables of every service.
 */
export function configureServices(services: readonly Service[], env: Record<string, string | undefined>) {
  const deps = new Map<Service, object>()
  const problems: string[] = []
  for (const service of services) {
    try {
      deps.set(service, service.configure?.(loadServiceConfig(service, env)) ?? {})
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      problems.push(
        ...error.message
          .split('\n')
          .slice(1)
          .map((line) => `${line} (${service.name})`),
      )
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`)
  return deps
}

/** Fastify's default body limit, which applies outside the services. */
const ROOT_BODY_LIMIT = 1_048_576

export type RouteLookup = (method: string, url: string) => boolean

/**
 * Bare paths with `x-gateway-host: <name>` go to that service: `/diff` → `/diff/diff`. A path that
 * already carries the prefix (`/validator/validate`) is left alone, decided by the routes that exist,
 * since a service may have a route named like itself.
 */
export function routeByGatewayHost(names: ReadonlySet<string>, hasRoute: RouteLookup) {
  return function rewriteUrl(request: IncomingMessage): string {
    const url = request.url ?? '/'
    const header = request.headers['x-gateway-host']
    if (typeof header !== 'string') return url
    const name = header.toLowerCase().split('.', 1)[0]!
    if (!names.has(name)) return url
    const prefixed = `/${name}${url}`
    return hasRoute(request.method ?? 'GET', prefixed.split('?', 1)[0]!) ? prefixed : url
  }
}

export async function buildRunner(services: readonly Service[], options: RunnerOptions) {
  const names = new Set(services.map((service) => service.name))
  let lookup: RouteLookup = () => false
  const hasRoute: RouteLookup = (method, url) => lookup(method, url)
  const depsByService = configureServices(services, options.env ?? {})
  // One /metrics for every mounted service: one registry, each series labelled with its service.
  const observe: ObserveOptions = {
    ...options.observe,
    name: 'local-runner',
    services: services.map((service) => ({ name: service.name, version: service.version, prefix: `/${service.name}` })),
  }
  const app = await createHost({ ...options, observe, rewriteUrl: routeByGatewayHost(names, hasRoute) })
  for (const service of services) {
    const deps = depsByService.get(service) ?? {}
    await app.register(servicePlugin(service, { auth: options.auth, deps }), { prefix: `/${service.name}` })
  }
  const listing = services.map((service) => ({
    name: service.name,
    version: service.version,
    path: `/${service.name}/`,
  }))
  // `/`: the API reference of every service for a browser (Accept: text/html), the JSON listing otherwise.
  const reference = docsPage(
    'API reference: every service',
    services.map((service) => ({ name: service.name, url: `${service.name}/docs/openapi.json` })),
    'docs/assets/',
  )
  app.get('/', async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return { services: listing }
    return sendDocsPage(reply, reference)
  })
  registerDocsAssets(app)
  app.get('/health', async () => ({ status: 'ok', service: 'local-runner', services: services.length }))
  app.setNotFoundHandler(async () => {
    throw new AppError(
      'NOT_FOUND',
      `No such route; services are mounted under ${[...names].map((n) => `/${n}/`).join(', ')}.`,
    )
  })
  // Outside every service (unknown paths, the listing): the core catalog, so that Fastify's own
  // 4xx (a body it cannot parse on the way to a 404, say) keep their status instead of becoming 500.
  app.setErrorHandler(async (error, request, reply) => {
    const [status, body] = toErrorBody(error, coreErrors, ROOT_BODY_LIMIT)
    if (status >= 500)
      request.log.error({ errorClass: error instanceof Error ? error.name : typeof error }, 'internal error')
    return reply.code(status).send(body)
  })
  await app.ready()
  lookup = (method, url) => app.hasRoute({ method: method as HTTPMethods, url })
  return app
}
